import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Anchor.css';
import { Alert, Anchor, List, Text } from '@mantine/core';
import { type RefObject, useLayoutEffect, useState } from 'react';

/** '1 campo a corrigir.' / 'N campos a corrigir.' (empty with none). */
export function camposACorrigir(n: number): string {
  if (n <= 0) return '';
  return n === 1 ? '1 campo a corrigir.' : `${n} campos a corrigir.`;
}

/** The form's fields marked invalid, in the order they appear. */
function camposInvalidos(form: HTMLElement): HTMLElement[] {
  return Array.from(form.querySelectorAll<HTMLElement>('[aria-invalid="true"]'));
}

/**
 * After a failed submit: moves to the first invalid field — scrolled to the middle of its scroll area
 * (a drawer's body), then focused without a second jump. False when no field is marked.
 */
export function irParaPrimeiroCampoInvalido(form: HTMLElement | null): boolean {
  const campo = form ? camposInvalidos(form)[0] : undefined;
  if (!campo) return false;
  campo.scrollIntoView({ block: 'center' });
  campo.focus({ preventScroll: true });
  return true;
}

interface TItem {
  rotulo: string;
  mensagem: string;
  campo: HTMLElement;
}

function rotuloDo(campo: HTMLElement): string {
  const label =
    (campo as HTMLInputElement).labels?.[0]?.textContent ?? campo.getAttribute('aria-label') ?? '';
  // Mantine's required asterisk is part of the label's text.
  return label.replace(/\s*\*\s*$/, '').trim();
}

function mensagemDo(campo: HTMLElement): string {
  const ids = (campo.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  for (const id of ids) {
    const texto = document.getElementById(id)?.textContent?.trim();
    if (texto && id.includes('error')) return texto;
  }
  return '';
}

export interface ResumoDeErrosProps {
  /** The form's errors (Mantine `form.errors`): the summary follows them. */
  erros: Record<string, unknown>;
  /** The form whose invalid fields are listed (labels and messages as the fields show them). */
  formRef: RefObject<HTMLFormElement | null>;
  /** Only the count (a long form's sticky footer); otherwise the list, each item going to its field. */
  compacto?: boolean;
}

/**
 * The form's error summary (issue 16): how many fields to correct and, in full, each field with its message,
 * a link that takes the person to it. One component for every form drawer and the load form.
 */
export function ResumoDeErros({ erros, formRef, compacto = false }: ResumoDeErrosProps) {
  const n = Object.values(erros).filter(Boolean).length;
  const [itens, setItens] = useState<TItem[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read the fields after the render that marks them.
  useLayoutEffect(() => {
    if (compacto || !formRef.current || n === 0) {
      setItens([]);
      return;
    }
    setItens(
      camposInvalidos(formRef.current).map((campo) => ({
        campo,
        rotulo: rotuloDo(campo),
        mensagem: mensagemDo(campo),
      })),
    );
  }, [erros, compacto, n]);

  if (compacto) {
    return (
      <Text size="sm" c="red.8" aria-live="polite">
        {camposACorrigir(n)}
      </Text>
    );
  }
  if (n === 0) return <div aria-live="polite" />;
  return (
    <Alert color="red" p="xs" title={camposACorrigir(n)} aria-live="polite">
      {itens.length > 0 && (
        <List size="sm" spacing={2}>
          {itens.map(({ campo, rotulo, mensagem }) => (
            <List.Item key={`${rotulo}-${mensagem}`}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                c="red.9"
                underline="always"
                onClick={() => {
                  campo.scrollIntoView({ block: 'center' });
                  campo.focus({ preventScroll: true });
                }}
              >
                {!rotulo || mensagem.startsWith(rotulo) ? mensagem || rotulo : `${rotulo}: ${mensagem}`}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
