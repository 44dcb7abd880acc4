import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  formatPlate,
  horarioSaoPaulo,
  instanteDoHorarioSaoPaulo,
  MESSAGES,
  requiredMessage,
  type TIndisponibilidadeBody,
  TIPO_ATIVIDADE_VEICULO_LABELS,
  TIPOS_INDISPONIBILIDADE,
  TipoAtividadeVeiculo,
  validarPeriodoIndisponibilidade,
} from '@embarca/domain';
import { Button, Group, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useEffect, useMemo } from 'react';
import { showServerFieldErrors } from '../../../lib/schema-form';
import { FormDrawer, preencherFormulario } from '../../../lib/ui/form-drawer';
import { notifyApiError, notifyInfo } from '../../../lib/ui/notify';
import { useExcluirIndisponibilidade, useSalvarIndisponibilidade, useVeiculosDaFrota } from './use-agenda';

const OBSERVACAO_MAX = 500;

/** What the drawer edits: a new unavailability (optionally for a vehicle and a start) or an existing one. */
export interface TIndisponibilidadeEditada {
  id: string | null;
  veiculoId: string | null;
  tipo: number;
  dhInicio: string | null;
  dhFim: string | null;
  observacao: string | null;
}

interface Valores {
  veiculoId: string;
  tipo: string;
  dhInicio: string;
  dhFim: string;
  observacao: string;
}

function valoresDe(editada: TIndisponibilidadeEditada | null): Valores {
  return {
    veiculoId: editada?.veiculoId ?? '',
    tipo: String(editada?.tipo ?? TipoAtividadeVeiculo.Manutencao),
    dhInicio: horarioSaoPaulo(editada?.dhInicio ?? null),
    dhFim: horarioSaoPaulo(editada?.dhFim ?? null),
    observacao: editada?.observacao ?? '',
  };
}

const TIPOS = TIPOS_INDISPONIBILIDADE.map((tipo) => ({
  value: String(tipo),
  label: TIPO_ATIVIDADE_VEICULO_LABELS[tipo],
}));

/** The form's own checks, the same rule the API applies (the domain's). */
function validar(valores: Valores): Record<string, string> {
  const erros: Record<string, string> = {};
  if (!valores.veiculoId) erros.veiculoId = requiredMessage('Veículo');
  const inicio = instanteDoHorarioSaoPaulo(valores.dhInicio);
  const fim = instanteDoHorarioSaoPaulo(valores.dhFim);
  if (!valores.dhInicio) erros.dhInicio = requiredMessage('Data de início', 'f');
  else if (!inicio) erros.dhInicio = MESSAGES.invalidDate;
  if (!valores.dhFim) erros.dhFim = requiredMessage('Data de fim', 'f');
  else if (!fim) erros.dhFim = MESSAGES.invalidDate;
  if (inicio && fim) {
    const regra = validarPeriodoIndisponibilidade(inicio, fim);
    if (regra) erros.dhFim = regra;
  }
  return erros;
}

/**
 * 'Adicionar indisponibilidade' (and its edit): vehicle (type to search by plate), kind (maintenance, day
 * off, other), start and end in São Paulo time, a note. Closing with changes asks 'Descartar alterações?'.
 */
export function IndisponibilidadeDrawer({
  editada,
  onClose,
}: {
  editada: TIndisponibilidadeEditada | null;
  onClose: () => void;
}) {
  const form = useForm<Valores>({ mode: 'controlled', initialValues: valoresDe(null) });
  const salvar = useSalvarIndisponibilidade();
  const excluir = useExcluirIndisponibilidade();
  const veiculos = useVeiculosDaFrota(editada !== null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refilled when another item opens, not on each render.
  useEffect(() => {
    if (editada) preencherFormulario(form, valoresDe(editada));
  }, [editada]);

  const opcoes = useMemo(
    () =>
      (veiculos.data ?? [])
        .filter((veiculo) => veiculo.proprio)
        .map((veiculo) => ({
          value: veiculo.id,
          label: `${formatPlate(veiculo.placa)}${veiculo.tipoVeiculo ? ` — ${veiculo.tipoVeiculo}` : ''}`,
        })),
    [veiculos.data],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valores = form.getValues();
    const erros = validar(valores);
    form.setErrors(erros);
    if (Object.keys(erros).length > 0) return;
    const body: TIndisponibilidadeBody = {
      veiculoId: valores.veiculoId,
      tipo: Number(valores.tipo),
      dhInicio: (instanteDoHorarioSaoPaulo(valores.dhInicio) as Date).toISOString(),
      dhFim: (instanteDoHorarioSaoPaulo(valores.dhFim) as Date).toISOString(),
      observacao: valores.observacao,
    };
    try {
      const resposta = await salvar.mutateAsync({ id: editada?.id ?? null, body });
      notifyInfo(resposta.message, 'teal');
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
      notifyApiError(error);
    }
  };

  const remover = async () => {
    if (!editada?.id) return;
    try {
      const resposta = await excluir.mutateAsync(editada.id);
      notifyInfo(resposta.message, 'teal');
      onClose();
    } catch (error) {
      notifyApiError(error);
    }
  };

  return (
    <FormDrawer
      opened={editada !== null}
      title={editada?.id ? 'Editar indisponibilidade' : 'Adicionar indisponibilidade'}
      onClose={onClose}
      dirty={form.isDirty()}
      errors={form.errors}
      onSubmit={submit}
      saving={salvar.isPending}
    >
      <Select
        label="Veículo"
        withAsterisk
        searchable
        placeholder={veiculos.isPending ? 'Carregando veículos…' : 'Digite a placa'}
        nothingFoundMessage="Nenhum veículo encontrado"
        data={opcoes}
        {...form.getInputProps('veiculoId')}
      />
      <Select label="Tipo" withAsterisk allowDeselect={false} data={TIPOS} {...form.getInputProps('tipo')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          type="datetime-local"
          label="Início"
          description="Horário de Brasília"
          withAsterisk
          {...form.getInputProps('dhInicio')}
        />
        <TextInput
          type="datetime-local"
          label="Fim"
          description="Horário de Brasília"
          withAsterisk
          {...form.getInputProps('dhFim')}
        />
      </SimpleGrid>
      <Textarea
        label="Observação"
        rows={3}
        maxLength={OBSERVACAO_MAX}
        description={`${form.getValues().observacao.length}/${OBSERVACAO_MAX} caracteres`}
        {...form.getInputProps('observacao')}
      />
      {editada?.id ? (
        <Group>
          <Button variant="subtle" color="red" onClick={() => void remover()} loading={excluir.isPending}>
            Excluir indisponibilidade
          </Button>
        </Group>
      ) : null}
    </FormDrawer>
  );
}
