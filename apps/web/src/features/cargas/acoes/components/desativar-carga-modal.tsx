import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import {
  REVERTER_REMESSAS_LABELS,
  ReverterRemessas,
  type TCargaAcaoResponse,
  type TDesativarCargaBody,
  ZDesativarCargaBody,
} from '@embarca/domain';
import { Checkbox, Radio, Select, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { describeApiError } from '../../../../lib/api-error-handler';
import { schemaErrors } from '../../../../lib/schema-form';
import { opcoesDaDesativacao, type TCargaAcaoAlvo } from '../acoes-da-carga';
import { useMotivosDesativacao } from '../api/use-motivos-desativacao';
import { AcaoModal, useAcaoDialogo } from './acao-modal';

/** What the form decides for every load of a multi-deactivation (each call adds its own load's id). */
export type TDesativacaoBase = Omit<TDesativarCargaBody, 'ofertaCargaId'>;

interface TValores {
  motivo: string | null;
  desativarLote: boolean;
  reverterRemessas: string;
  reverterFormacao: boolean;
}

export interface DesativarCargaModalProps {
  /** false over the details drawer: Escape reaches the drawer, which hands it back (ManterGavetaAberta). */
  closeOnEscape?: boolean;
  /** One load (its call runs here, with the lot option) or several (the caller runs them with progress). */
  cargas: readonly TCargaAcaoAlvo[];
  onClose: () => void;
  /** One load: after the API deactivated it. */
  onSuccess?: (result: TCargaAcaoResponse) => void;
  /** Several loads: the form's answer, to run one after another. */
  onConfirmarVarias?: (base: TDesativacaoBase) => void;
}

const REMESSAS_OPCOES = [ReverterRemessas.Cancelar, ReverterRemessas.RetornarCrossDocking];

/**
 * The deactivation form (02 §3 "Deactivation form", §5): the reason (lookup kind 12) is required and the
 * confirm button stays disabled until it is chosen; 'Aplicar a todas as cargas do lote' for one load of a
 * lot; the shipments' fate for cross-docking loads; reverting the formation for load-former loads.
 */
export function DesativarCargaModal({
  cargas,
  onSuccess,
  onConfirmarVarias,
  ...dialogo
}: DesativarCargaModalProps) {
  const { mutation, modal } = useAcaoDialogo(dialogo);
  const motivos = useMotivosDesativacao();
  const [valores, setValores] = useState<TValores>({
    motivo: null,
    desativarLote: false,
    reverterRemessas: String(ReverterRemessas.Cancelar),
    reverterFormacao: false,
  });
  const [motivoTocado, setMotivoTocado] = useState(false);
  const set = <K extends keyof TValores>(campo: K, valor: TValores[K]) =>
    setValores((atual) => ({ ...atual, [campo]: valor }));

  const [primeira] = cargas;
  // Several loads (the board's selection) go through the progress dialog, even one alone.
  const varias = onConfirmarVarias !== undefined;
  const quantas = cargas.length === 1 ? '1 carga' : `${cargas.length} cargas`;
  const emLote = !varias && Boolean(primeira?.lote);
  const opcoes = opcoesDaDesativacao(cargas);

  const rascunho = {
    motivoId: valores.motivo ? Number(valores.motivo) : undefined,
    reverterFormacao: opcoes.formacao && valores.reverterFormacao,
    ...(opcoes.remessas ? { reverterRemessas: Number(valores.reverterRemessas) as 1 | 2 } : {}),
    desativarLote: emLote && valores.desativarLote,
  };
  // The API's own schema decides whether the form is complete (the reason is the required field).
  const erros = schemaErrors(ZDesativarCargaBody, { ...rascunho, ofertaCargaId: primeira?.id });
  const valido = Object.keys(erros).length === 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMotivoTocado(true);
    if (!valido || !primeira || rascunho.motivoId === undefined || mutation.isPending) return;
    const base: TDesativacaoBase = { ...rascunho, motivoId: rascunho.motivoId };
    if (varias) {
      onConfirmarVarias?.(base);
      return;
    }
    mutation.mutate(
      { acao: 'desativar', cargaId: primeira.id, body: { ...base, ofertaCargaId: primeira.id } },
      { onSuccess: (result) => onSuccess?.(result) },
    );
  };

  const titulo = varias ? `Desativar ${quantas}` : `Desativar a carga ${primeira?.codigo ?? ''}`;
  return (
    <AcaoModal
      {...modal}
      titulo={titulo}
      onSubmit={submit}
      confirmColor="red"
      confirmDisabled={!valido}
      confirmLabel={varias ? `Desativar ${quantas}` : 'Desativar'}
    >
      {varias && (
        <Text size="sm">
          As cargas serão desativadas uma após a outra, com o mesmo motivo. As que não puderem ser desativadas
          serão listadas ao final.
        </Text>
      )}
      <Select
        label="Motivo"
        placeholder={motivos.isPending ? 'Carregando motivos…' : 'Selecione o motivo'}
        required
        searchable
        nothingFoundMessage="Nenhum motivo encontrado."
        data={(motivos.data ?? []).map((item) => ({ value: String(item.valor), label: item.texto }))}
        value={valores.motivo}
        onChange={(value) => {
          set('motivo', value);
          setMotivoTocado(true);
        }}
        onBlur={() => setMotivoTocado(true)}
        error={
          motivos.isError
            ? describeApiError(motivos.error).message
            : motivoTocado
              ? erros.motivoId
              : undefined
        }
        comboboxProps={{ withinPortal: true }}
      />
      {emLote && (
        <Checkbox
          label="Aplicar a todas as cargas do lote"
          description="As demais cargas ativas do mesmo lote também serão desativadas."
          checked={valores.desativarLote}
          onChange={(event) => set('desativarLote', event.currentTarget.checked)}
        />
      )}
      {opcoes.remessas && (
        <Radio.Group
          label="Remessas da carga"
          value={valores.reverterRemessas}
          onChange={(value) => set('reverterRemessas', value)}
        >
          <Stack gap={6} mt={4}>
            {REMESSAS_OPCOES.map((opcao) => (
              <Radio key={opcao} value={String(opcao)} label={REVERTER_REMESSAS_LABELS[opcao]} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {opcoes.formacao && (
        <Checkbox
          label="Reverter a formação da carga"
          description="Os pedidos voltam a ficar disponíveis para formar novas cargas."
          checked={valores.reverterFormacao}
          onChange={(event) => set('reverterFormacao', event.currentTarget.checked)}
        />
      )}
    </AcaoModal>
  );
}
