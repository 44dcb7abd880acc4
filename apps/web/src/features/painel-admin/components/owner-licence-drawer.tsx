import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  LICENCA_LABELS,
  Licenca,
  type TLicenca,
  type TModulo,
  type TPainelOwner,
  ZPainelOwnerUpdateRequest,
} from '@embarca/domain';
import { NumberInput, Select, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FormEvent } from 'react';
import { validateForm } from '../../../lib/schema-form';
import { FormDrawer, saveForm } from '../../../lib/ui/form-drawer';
import { useUpdatePainelOwner } from '../api/use-update-painel-owner';
import { ModulosFieldset } from './modulos-fieldset';

const LICENCA_OPTIONS = Object.entries(LICENCA_LABELS).map(([value, label]) => ({ value, label }));

interface TOwnerLicenceValues {
  licenseType: string;
  modules: string[];
  trialDays: number | string;
  acessoBloqueado: boolean;
  ativo: boolean;
}

export interface OwnerLicenceDrawerProps {
  owner: TPainelOwner | null;
  onClose: () => void;
}

function licenceValues(owner: TPainelOwner): TOwnerLicenceValues {
  return {
    licenseType: String(owner.licenseType),
    modules: owner.modules,
    trialDays: owner.trialDays ?? '',
    acessoBloqueado: owner.acessoBloqueado,
    ativo: owner.ativo,
  };
}

/** Edit a company's licence level, modules, trial days and access block (/painel-admin). */
export function OwnerLicenceDrawer({ owner, onClose }: OwnerLicenceDrawerProps) {
  // Keyed by company: the form starts from that company's values on its first render (never from
  // empty defaults filled in by an effect a moment later, which a quick click could act on).
  if (!owner) return null;
  return <OwnerLicenceForm key={owner.id} owner={owner} onClose={onClose} />;
}

function OwnerLicenceForm({ owner, onClose }: { owner: TPainelOwner; onClose: () => void }) {
  const update = useUpdatePainelOwner();
  const form = useForm<TOwnerLicenceValues>({ mode: 'controlled', initialValues: licenceValues(owner) });

  const isTrial = Number(form.getValues().licenseType) === Licenca.Trial;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.getValues();
    const input = {
      licenseType: Number(values.licenseType) as TLicenca,
      modules: values.modules as TModulo[],
      trialDays: isTrial && values.trialDays !== '' ? Number(values.trialDays) : null,
      acessoBloqueado: values.acessoBloqueado,
      ativo: values.ativo,
    };
    if (!validateForm(form, ZPainelOwnerUpdateRequest, input)) return;
    await saveForm(() => update.mutateAsync({ id: owner.id, body: ZPainelOwnerUpdateRequest.parse(input) }), {
      item: 'Licença',
      form,
      kind: 'updated',
      onSaved: onClose,
    });
  };

  return (
    <FormDrawer
      opened
      title={`Licença: ${owner.nome}`}
      onClose={onClose}
      dirty={form.isDirty()}
      errors={form.errors}
      onSubmit={submit}
      saving={update.isPending}
    >
      <Text size="sm" c="gray.7">
        As alterações valem a partir do próximo login dos usuários da empresa.
      </Text>
      <Select
        label="Nível da licença"
        data={LICENCA_OPTIONS}
        allowDeselect={false}
        {...form.getInputProps('licenseType')}
      />
      {isTrial ? (
        <NumberInput
          label="Dias de trial"
          min={1}
          max={365}
          withAsterisk
          {...form.getInputProps('trialDays')}
        />
      ) : null}
      <Switch
        label="Acesso bloqueado (os usuários recebem 'Acesso bloqueado' ao entrar)"
        {...form.getInputProps('acessoBloqueado', { type: 'checkbox' })}
      />
      <Switch label="Empresa ativa" {...form.getInputProps('ativo', { type: 'checkbox' })} />
      <ModulosFieldset {...form.getInputProps('modules')} />
    </FormDrawer>
  );
}
