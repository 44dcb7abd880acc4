import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Fieldset.css';
import {
  formatPhone,
  MODULO_LABELS,
  ROLE_LABELS,
  type TModulo,
  type TUsuario,
  type TUsuarioCreateRequestInput,
  ZUsuarioCreateRequest,
} from '@embarca/domain';
import { Checkbox, Fieldset, MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useEffect } from 'react';
import { validateForm } from '../../../lib/schema-form';
import { FormDrawer, preencherFormulario, saveForm } from '../../../lib/ui/form-drawer';
import { maskPhoneInput } from '../../../lib/ui/input-masks';
import { notifyInfo } from '../../../lib/ui/notify';
import { useModulosLicenciados } from '../api/use-modulos-licenciados';
import { useSaveUsuario } from '../api/use-save-usuario';
import { useUnidadesAtivas } from '../api/use-unidades-ativas';
import { ITEM_NAMES } from '../configuracoes.texts';

const ROLE_OPTIONS = Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label }));

interface TUsuarioFormValues {
  name: string;
  email: string;
  telefone: string;
  role: string;
  unidadeNegocioIds: string[];
  /** Modules of the licence the user may use (checked). */
  modulosPermitidos: string[];
}

function moduloLabel(id: string, fallback: string): string {
  return MODULO_LABELS[id as TModulo] ?? fallback;
}

/** The text shown after creating a user: the password-definition mail went out (01 §7). */
export function passwordMailSentText(email: string): string {
  return `E-mail de definição de senha enviado para ${email}.`;
}

export interface UsuarioFormDrawerProps {
  opened: boolean;
  usuario: TUsuario | null;
  onClose: () => void;
}

/** Create or edit a user: profile, business units and module permissions (01 §6, §7). */
export function UsuarioFormDrawer({ opened, usuario, onClose }: UsuarioFormDrawerProps) {
  const save = useSaveUsuario();
  const modulos = useModulosLicenciados();
  const unidades = useUnidadesAtivas();
  const licensed = modulos.data ?? [];
  const form = useForm<TUsuarioFormValues>({
    mode: 'controlled',
    initialValues: {
      name: '',
      email: '',
      telefone: '',
      role: 'Operador',
      unidadeNegocioIds: [],
      modulosPermitidos: [],
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the drawer opens or the modules arrive.
  useEffect(() => {
    if (!opened) return;
    const withheld = new Set(usuario?.modulosNaoAutorizados ?? []);
    preencherFormulario(form, {
      name: usuario?.name ?? '',
      email: usuario?.email ?? '',
      telefone: usuario?.telefone ? formatPhone(usuario.telefone) : '',
      role: usuario?.role ?? 'Operador',
      unidadeNegocioIds: usuario?.unidadeNegocioIds ?? [],
      modulosPermitidos: licensed.map((modulo) => modulo.id).filter((id) => !withheld.has(id)),
    });
    form.clearErrors();
  }, [opened, usuario, modulos.data]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.getValues();
    const allowed = new Set(values.modulosPermitidos);
    const input: TUsuarioCreateRequestInput = {
      name: values.name,
      email: values.email,
      telefone: values.telefone,
      role: values.role as TUsuarioCreateRequestInput['role'],
      unidadeNegocioIds: values.unidadeNegocioIds,
      modulosNaoAutorizados: licensed
        .map((modulo) => modulo.id)
        .filter((id) => !allowed.has(id)) as TModulo[],
    };
    if (!validateForm(form, ZUsuarioCreateRequest, input)) return;
    const body = ZUsuarioCreateRequest.parse(input);
    await saveForm(() => save.mutateAsync({ id: usuario?.id, body }), {
      item: ITEM_NAMES.usuario,
      form,
      kind: usuario ? 'updated' : 'created',
      onSaved: () => {
        if (!usuario) notifyInfo(passwordMailSentText(body.email));
        onClose();
      },
    });
  };

  // Units of the user that are deactivated stay listed (history) so saving does not drop them silently.
  const unitOptions = (unidades.data ?? []).map((unidade) => ({
    value: unidade.id,
    label: unidade.descricao,
  }));

  return (
    <FormDrawer
      opened={opened}
      title={usuario ? 'Editar usuário' : 'Novo usuário'}
      onClose={onClose}
      dirty={form.isDirty()}
      errors={form.errors}
      onSubmit={submit}
      saving={save.isPending}
    >
      <TextInput label="Nome" withAsterisk data-autofocus {...form.getInputProps('name')} />
      <SimpleGrid cols={2}>
        <TextInput label="E-mail" type="email" withAsterisk {...form.getInputProps('email')} />
        <TextInput
          label="Telefone"
          placeholder="(00) 00000-0000"
          {...form.getInputProps('telefone')}
          onChange={(event) => form.setFieldValue('telefone', maskPhoneInput(event.currentTarget.value))}
        />
      </SimpleGrid>
      <Select label="Perfil" data={ROLE_OPTIONS} allowDeselect={false} {...form.getInputProps('role')} />
      <MultiSelect
        label="Unidades de negócio"
        placeholder={form.getValues().unidadeNegocioIds.length ? undefined : 'Selecione as unidades'}
        data={unitOptions}
        searchable
        nothingFoundMessage="Nenhum resultado encontrado."
        {...form.getInputProps('unidadeNegocioIds')}
      />
      <Fieldset legend="Módulos permitidos" variant="filled">
        <Checkbox.Group {...form.getInputProps('modulosPermitidos')} aria-label="Módulos permitidos">
          <SimpleGrid cols={2} spacing="xs">
            {licensed.map((modulo) => (
              <Checkbox key={modulo.id} value={modulo.id} label={moduloLabel(modulo.id, modulo.nome)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      </Fieldset>
    </FormDrawer>
  );
}
