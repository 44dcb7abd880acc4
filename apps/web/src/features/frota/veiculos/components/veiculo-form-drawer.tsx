import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Fieldset.css';
import {
  PROPRIEDADE_VEICULO_LABELS,
  PropriedadeVeiculo,
  TipoLookup,
  type TTipoLookup,
  type TVeiculo,
  ZVeiculoRequest,
} from '@embarca/domain';
import {
  Fieldset,
  NumberInput,
  type NumberInputProps,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useEffect, useState } from 'react';
import { validateForm } from '../../../../lib/schema-form';
import { FormDrawer, preencherFormulario, saveForm } from '../../../../lib/ui/form-drawer';
import { useLookupItens } from '../api/use-lookup-itens';
import { useSaveVeiculo } from '../api/use-save-veiculo';
import { useTransportadoras } from '../api/use-transportadoras';
import { useVeiculo } from '../api/use-veiculo';
import {
  formDoVeiculo,
  mascararPlaca,
  requestDoForm,
  type TVeiculoFormValues,
  VEICULO_FORM_VAZIO,
} from '../veiculo-form.values';
import { VeiculoConjunto } from './veiculo-conjunto';
import { VeiculoDocumentos } from './veiculo-documentos';

const PROPRIEDADE_OPTIONS = Object.entries(PROPRIEDADE_VEICULO_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** pt-BR number inputs: '14.000,5'. */
const NUMERO_BR: Partial<NumberInputProps> = {
  thousandSeparator: '.',
  decimalSeparator: ',',
  hideControls: true,
  min: 0,
};

function LookupSelect({
  tipo,
  label,
  ...props
}: { tipo: TTipoLookup; label: string; withAsterisk?: boolean } & ReturnType<
  ReturnType<typeof useForm<TVeiculoFormValues>>['getInputProps']
>) {
  const itens = useLookupItens(tipo);
  const data = (itens.data ?? []).map((item) => ({ value: String(item.valor), label: item.texto }));
  // A stored value no longer active still shows (as its number) instead of an empty field.
  const value = props.value as string | null;
  if (value && !data.some((item) => item.value === value)) data.push({ value, label: `Código ${value}` });
  return (
    <Select
      label={label}
      data={data}
      clearable
      searchable
      nothingFoundMessage="Nenhum resultado encontrado."
      disabled={itens.isPending}
      {...props}
    />
  );
}

export interface VeiculoFormDrawerProps {
  opened: boolean;
  /** The vehicle to edit; null = a new one. */
  veiculo: TVeiculo | null;
  onClose: () => void;
  /** A new one as an equipment (the list's 'Novo equipamento'). */
  equipamento?: boolean;
}

/**
 * Create or edit a vehicle or equipment (issue 18), in sections: identification, classification (the
 * company's lookups), capacities, ownership, tracker and risk manager; once saved, its documents (expiry and
 * attachment) and — for a vehicle — the set of equipment it pulls. A new one stays open after saving, as the
 * saved record, so documents and set can follow.
 */
export function VeiculoFormDrawer({
  opened,
  veiculo: inicial,
  onClose,
  equipamento = false,
}: VeiculoFormDrawerProps) {
  const save = useSaveVeiculo();
  const [salvoId, setSalvoId] = useState<string | null>(null);
  const id = inicial?.id ?? salvoId;
  const atual = useVeiculo(opened ? id : null);
  const veiculo = atual.data ?? inicial;
  const transportadoras = useTransportadoras();
  const form = useForm<TVeiculoFormValues>({ mode: 'controlled', initialValues: VEICULO_FORM_VAZIO });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the drawer opens for another one.
  useEffect(() => {
    if (!opened) {
      setSalvoId(null);
      return;
    }
    preencherFormulario(
      form,
      inicial
        ? formDoVeiculo(inicial)
        : { ...VEICULO_FORM_VAZIO, cadastro: equipamento ? 'equipamento' : 'veiculo' },
    );
  }, [opened, inicial?.id]);

  const values = form.getValues();
  const eEquipamento = values.cadastro === 'equipamento';
  const terceiro = Number(values.propriedade) === PropriedadeVeiculo.Terceiro;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = requestDoForm(form.getValues());
    if (!validateForm(form, ZVeiculoRequest, input)) return;
    await saveForm(
      async () => {
        const salvo = await save.mutateAsync({ id, body: ZVeiculoRequest.parse(input) });
        // What was saved is the form's new starting point (no unsaved changes left).
        preencherFormulario(form, formDoVeiculo(salvo));
        if (!id) setSalvoId(salvo.id);
      },
      {
        item: eEquipamento ? 'Equipamento' : 'Veículo',
        form,
        kind: id ? 'updated' : 'created',
        ...(id ? { onSaved: onClose } : {}),
      },
    );
  };

  const titulo = id
    ? eEquipamento
      ? 'Editar equipamento'
      : 'Editar veículo'
    : eEquipamento
      ? 'Novo equipamento'
      : 'Novo veículo';

  return (
    <FormDrawer
      opened={opened}
      title={titulo}
      onClose={onClose}
      dirty={form.isDirty()}
      errors={form.errors}
      onSubmit={submit}
      saving={save.isPending}
      size="xl"
    >
      <Fieldset legend="Identificação" variant="unstyled">
        <Stack gap="sm">
          <SegmentedControl
            aria-label="Cadastro"
            data={[
              { value: 'veiculo', label: 'Veículo' },
              { value: 'equipamento', label: 'Equipamento (reboque, semirreboque…)' },
            ]}
            {...form.getInputProps('cadastro')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Placa"
              withAsterisk
              data-autofocus
              placeholder="ABC-1234 ou ABC1D23"
              {...form.getInputProps('placa')}
              onChange={(event) => form.setFieldValue('placa', mascararPlaca(event.currentTarget.value))}
            />
            <TextInput
              label="RENAVAM"
              inputMode="numeric"
              maxLength={11}
              {...form.getInputProps('renavam')}
              onChange={(event) =>
                form.setFieldValue('renavam', event.currentTarget.value.replace(/\D/g, ''))
              }
            />
            <LookupSelect tipo={TipoLookup.Marca} label="Marca" {...form.getInputProps('marca')} />
            <TextInput label="Modelo" maxLength={80} {...form.getInputProps('modelo')} />
            <NumberInput
              label="Ano"
              allowDecimal={false}
              hideControls
              min={1950}
              {...form.getInputProps('ano')}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>

      <Fieldset legend="Classificação" variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {eEquipamento ? (
            <LookupSelect
              tipo={TipoLookup.Equipamento}
              label="Tipo de equipamento"
              withAsterisk
              {...form.getInputProps('tipoEquipamento')}
            />
          ) : (
            <LookupSelect
              tipo={TipoLookup.TipoVeiculo}
              label="Tipo de veículo"
              {...form.getInputProps('tipoVeiculo')}
            />
          )}
          <LookupSelect
            tipo={TipoLookup.Carroceria}
            label="Carroceria"
            {...form.getInputProps('tipoCarroceria')}
          />
          <LookupSelect
            tipo={TipoLookup.CategoriaVeiculo}
            label="Categoria"
            {...form.getInputProps('categoria')}
          />
          {!eEquipamento && (
            <LookupSelect tipo={TipoLookup.Tracao} label="Tração" {...form.getInputProps('tracao')} />
          )}
          <NumberInput
            label="Eixos"
            allowDecimal={false}
            hideControls
            min={1}
            max={20}
            {...form.getInputProps('eixos')}
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Capacidades" variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberInput
            label="Capacidade (kg)"
            decimalScale={2}
            {...NUMERO_BR}
            {...form.getInputProps('capacidadeKg')}
          />
          <NumberInput
            label="Capacidade (m³)"
            decimalScale={2}
            {...NUMERO_BR}
            {...form.getInputProps('capacidadeM3')}
          />
          <NumberInput label="Tara (kg)" decimalScale={2} {...NUMERO_BR} {...form.getInputProps('taraKg')} />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Propriedade" variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Propriedade"
            data={PROPRIEDADE_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('propriedade')}
          />
          {terceiro && (
            <Select
              label="Transportadora"
              withAsterisk
              searchable
              nothingFoundMessage="Nenhum resultado encontrado."
              data={(transportadoras.data ?? []).map((empresa) => ({
                value: empresa.id,
                label: empresa.nomeFantasia || empresa.nome,
              }))}
              {...form.getInputProps('transportadoraEmpresaId')}
            />
          )}
          <TextInput
            label="RNTRC"
            inputMode="numeric"
            maxLength={9}
            {...form.getInputProps('rntrc')}
            onChange={(event) => form.setFieldValue('rntrc', event.currentTarget.value.replace(/\D/g, ''))}
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Rastreamento e gerenciamento de risco" variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <LookupSelect
            tipo={TipoLookup.Rastreador}
            label="Rastreador"
            {...form.getInputProps('rastreador')}
          />
          <TextInput
            label="Id do rastreador"
            maxLength={60}
            {...form.getInputProps('rastreadorDispositivo')}
          />
          <LookupSelect
            tipo={TipoLookup.GerenciadoraRisco}
            label="Gerenciadora de risco"
            {...form.getInputProps('gerenciadoraRisco')}
          />
        </SimpleGrid>
      </Fieldset>

      {veiculo && id ? (
        <>
          {veiculo.cadastro === 'veiculo' && <VeiculoConjunto veiculo={veiculo} />}
          <VeiculoDocumentos veiculo={veiculo} />
        </>
      ) : (
        <Text size="sm" c="gray.7">
          Depois de salvar, cadastre os documentos e — para um veículo tracionador — o conjunto de
          equipamentos.
        </Text>
      )}
    </FormDrawer>
  );
}
