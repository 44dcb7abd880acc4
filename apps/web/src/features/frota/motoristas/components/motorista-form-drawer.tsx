import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  CATEGORIAS_CNH,
  documentAlreadyExistsMessage,
  type TMotorista,
  VISIBILIDADE_MOTORISTA_LABELS,
  VisibilidadeMotorista,
  ZMotoristaRequest,
} from '@embarca/domain';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { validateForm } from '../../../../lib/schema-form';
import { FormDrawer, preencherFormulario, saveForm } from '../../../../lib/ui/form-drawer';
import { maskPhoneInput } from '../../../../lib/ui/input-masks';
import { lerComoDataUrl, useSalvarFotoMotorista } from '../api/use-foto-motorista';
import { useSaveMotorista } from '../api/use-save-motorista';
import { useTransportadorasDoMotorista } from '../api/use-transportadoras';
import {
  maskCpfInput,
  maskDataInput,
  motoristaFormValues,
  motoristaRequestInput,
  type TMotoristaFormValues,
} from '../motorista-form.values';
import { FotoMotorista, type TFotoEscolhida } from './foto-motorista';

const VISIBILIDADE_OPTIONS = Object.entries(VISIBILIDADE_MOTORISTA_LABELS).map(([value, label]) => ({
  value,
  label,
}));
const CATEGORIA_OPTIONS = CATEGORIAS_CNH.map((value) => ({ value, label: value }));

export interface MotoristaFormDrawerProps {
  opened: boolean;
  /** The driver to edit; null registers one. */
  motorista: TMotorista | null;
  onClose: () => void;
}

/**
 * Register or edit a driver (issue 18): CPF with mask and check digits, CNH number, category and expiry,
 * phone with mask, e-mail, visibility (a third party needs one of the company's carriers) and photo.
 */
export function MotoristaFormDrawer({ opened, motorista, onClose }: MotoristaFormDrawerProps) {
  const save = useSaveMotorista();
  const salvarFoto = useSalvarFotoMotorista();
  const form = useForm<TMotoristaFormValues>({
    mode: 'controlled',
    initialValues: motoristaFormValues(null),
  });
  const [foto, setFoto] = useState<TFotoEscolhida>({ tipo: 'manter' });
  const [erroFoto, setErroFoto] = useState<string | null>(null);
  const terceiro = Number(form.values.visibilidade) === VisibilidadeMotorista.Terceiro;
  const transportadoras = useTransportadorasDoMotorista(opened && terceiro);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the drawer opens for another driver.
  useEffect(() => {
    if (opened) {
      preencherFormulario(form, motoristaFormValues(motorista));
      setFoto({ tipo: 'manter' });
      setErroFoto(null);
    }
  }, [opened, motorista]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = motoristaRequestInput(form.getValues());
    if (!validateForm(form, ZMotoristaRequest, input)) return;
    await saveForm(
      async () => {
        const salvo = await save.mutateAsync({ id: motorista?.id, body: ZMotoristaRequest.parse(input) });
        if (foto.tipo === 'nova') {
          await salvarFoto.mutateAsync({ id: salvo.id, foto: await lerComoDataUrl(foto.arquivo) });
        } else if (foto.tipo === 'remover') {
          await salvarFoto.mutateAsync({ id: salvo.id, foto: null });
        }
      },
      {
        item: 'Motorista',
        form,
        kind: motorista ? 'updated' : 'created',
        onSaved: onClose,
        // The company already has a driver with this CPF: the refusal goes under the field too.
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            form.setFieldError('cpf', documentAlreadyExistsMessage('CPF'));
          }
        },
      },
    );
  };

  const transportadoraOptions = (transportadoras.data ?? []).map((empresa) => ({
    value: empresa.id,
    label: empresa.nomeFantasia || empresa.nome,
  }));
  if (
    motorista?.transportadoraEmpresaId &&
    motorista.transportadoraNome &&
    !transportadoraOptions.some((o) => o.value === motorista.transportadoraEmpresaId)
  ) {
    transportadoraOptions.push({
      value: motorista.transportadoraEmpresaId,
      label: motorista.transportadoraNome,
    });
  }

  return (
    <FormDrawer
      opened={opened}
      title={motorista ? 'Editar motorista' : 'Novo motorista'}
      onClose={onClose}
      dirty={form.isDirty() || foto.tipo !== 'manter'}
      errors={form.errors}
      onSubmit={submit}
      saving={save.isPending || salvarFoto.isPending}
    >
      <TextInput label="Nome" withAsterisk data-autofocus {...form.getInputProps('nome')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="CPF"
          withAsterisk
          placeholder="000.000.000-00"
          inputMode="numeric"
          {...form.getInputProps('cpf')}
          onChange={(event) => form.setFieldValue('cpf', maskCpfInput(event.currentTarget.value))}
        />
        <Select
          label="Visibilidade"
          data={VISIBILIDADE_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('visibilidade')}
        />
      </SimpleGrid>
      {terceiro ? (
        <Select
          label="Transportadora"
          withAsterisk
          searchable
          placeholder={transportadoras.isPending ? 'Carregando…' : 'Escolha a transportadora'}
          nothingFoundMessage="Nenhuma transportadora ativa"
          data={transportadoraOptions}
          {...form.getInputProps('transportadoraEmpresaId')}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="CNH"
          placeholder="00000000000"
          inputMode="numeric"
          {...form.getInputProps('cnhNumero')}
          onChange={(event) =>
            form.setFieldValue('cnhNumero', event.currentTarget.value.replace(/\D/g, '').slice(0, 11))
          }
        />
        <Select
          label="Categoria da CNH"
          data={CATEGORIA_OPTIONS}
          clearable
          {...form.getInputProps('cnhCategoria')}
        />
        <TextInput
          label="Validade da CNH"
          placeholder="dd/mm/aaaa"
          inputMode="numeric"
          {...form.getInputProps('cnhValidade')}
          onChange={(event) => form.setFieldValue('cnhValidade', maskDataInput(event.currentTarget.value))}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Telefone"
          placeholder="(00) 00000-0000"
          inputMode="tel"
          {...form.getInputProps('telefone')}
          onChange={(event) => form.setFieldValue('telefone', maskPhoneInput(event.currentTarget.value))}
        />
        <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
      </SimpleGrid>
      <FotoMotorista
        motoristaId={motorista?.id ?? null}
        possuiFoto={motorista?.possuiFoto ?? false}
        nome={form.values.nome}
        escolha={foto}
        onEscolher={setFoto}
        erro={erroFoto}
        onErro={setErroFoto}
      />
    </FormDrawer>
  );
}
