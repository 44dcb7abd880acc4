import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import { Drawer, Stack } from '@mantine/core';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { showServerFieldErrors, type TFieldErrorsTarget } from '../schema-form';
import { DescartarAlteracoesModal } from './descartar-alteracoes-modal';
import { DialogActions } from './dialog-actions';
import { notifyApiError, notifySuccess } from './notify';
import { irParaPrimeiroCampoInvalido, ResumoDeErros } from './resumo-de-erros';
import { RodapeFixo } from './rodape-fixo';
import { useDescartarAlteracoes } from './use-descartar-alteracoes';

export interface FormDrawerProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** Validates and saves; when it settles with a field marked invalid, that field is brought into view. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<unknown>;
  saving: boolean;
  submitLabel?: string;
  size?: string;
  /** The form has unsaved changes (Mantine `form.isDirty()`): closing asks 'Descartar alterações?'. */
  dirty?: boolean;
  /** The form's errors (Mantine `form.errors`): the summary at the top of the form follows them. */
  errors?: Record<string, unknown>;
  children: ReactNode;
}

/**
 * A create/edit form in a right-side drawer (issue 16): the error summary at the top, Cancelar and Salvar
 * in a footer that stays in view while the form scrolls; after a failed submit the first invalid field is
 * scrolled to and focused; with unsaved changes the X, the overlay, Cancelar and Escape ask first, and
 * Escape in an open date picker or list closes only that.
 */
export function FormDrawer({
  opened,
  title,
  onClose,
  onSubmit,
  saving,
  submitLabel = 'Salvar',
  size = 'lg',
  dirty = false,
  errors = {},
  children,
}: FormDrawerProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { pedirFechamento, modalProps } = useDescartarAlteracoes({
    aberto: opened,
    alterado: dirty,
    onFechar: onClose,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await onSubmit(event);
    } finally {
      // After the render that marks the fields.
      setTimeout(() => irParaPrimeiroCampoInvalido(formRef.current), 0);
    }
  };

  return (
    <>
      <Drawer
        opened={opened}
        onClose={pedirFechamento}
        closeOnEscape={false}
        position="right"
        size={size}
        title={title}
        closeButtonProps={{ 'aria-label': 'Fechar' }}
        // A field scrolled or tabbed to stops above the sticky footer, never under it (WCAG 2.4.11).
        styles={{ content: { scrollPaddingBottom: 96 } }}
      >
        <form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
          <Stack gap="sm">
            <ResumoDeErros erros={errors} formRef={formRef} />
            {children}
          </Stack>
          <RodapeFixo>
            <DialogActions onCancel={pedirFechamento} confirmLabel={submitLabel} pending={saving} />
          </RodapeFixo>
        </form>
      </Drawer>
      <DescartarAlteracoesModal {...modalProps} />
    </>
  );
}

/**
 * The state of a list's create/edit drawer: the row it edits (null: a new one) and whether it is open.
 * Closing keeps the row, so the drawer does not change under its closing animation.
 */
export function useFormDrawer<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (row: T | null) => {
    setEditing(row);
    setOpened(true);
  };
  return { editing, opened, open, close: () => setOpened(false) };
}

export interface TSaveFormOptions {
  /** The catalogue's `{item}` ('Unidade de negócio'). */
  item: string;
  kind: 'created' | 'updated';
  /** After the success message: close the drawer (and say more, if needed). */
  onSaved?: () => void;
  /** Before the API's message: put a refusal on its field. */
  onError?: (error: unknown) => void;
  /** The form: a 400's per-field messages (`campos`) go under its fields (issue 15). */
  form?: TFieldErrorsTarget;
  /** Maps the API's field paths to the form's fields where they differ. */
  toFieldErrors?: (errors: Record<string, string>) => Record<string, string>;
}

/**
 * Saves a create/edit form: 'X criado/atualizado com sucesso!' then `onSaved`; on failure the API's
 * message, the drawer staying open with what was typed.
 */
export async function saveForm(
  save: () => Promise<unknown>,
  { item, kind, onSaved, onError, form, toFieldErrors }: TSaveFormOptions,
) {
  try {
    await save();
    notifySuccess(kind, item);
    onSaved?.();
  } catch (error) {
    if (form) showServerFieldErrors(form, error, toFieldErrors);
    onError?.(error);
    notifyApiError(error);
  }
}

/** The part of a Mantine form `preencherFormulario` uses. */
interface TFormularioPreenchivel<T> {
  setValues(values: T): void;
  resetDirty(values?: T): void;
  clearErrors(): void;
}

/**
 * Fills a form drawer's form as it opens (issue 16): these values are what its unsaved changes are
 * measured from (`form.isDirty()`), and no message of a previous opening is left.
 */
export function preencherFormulario<T>(form: TFormularioPreenchivel<T>, values: T): void {
  form.setValues(values);
  form.resetDirty(values);
  form.clearErrors();
}
