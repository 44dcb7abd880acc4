import {
  decimalParaEscala,
  dividirPorPotenciaDe10,
  ESCALA_VOLUME,
  escalaParaDecimal,
} from '../shared/decimal';
import {
  GrupoQuadro,
  IMAGE_EXTENSIONS,
  OrigemCarga,
  SituacaoCarga,
  type TGrupoQuadro,
  type TSituacaoCarga,
  UnidadeMedida,
  VisibilidadeCarga,
} from './cargas.enums';

// ------------------------------------------------------------------------------- board group

/**
 * The "Minhas cargas" group of a situacao (02 §2, §4). Our mapping:
 * - 1 Aguardando contratação → awaiting vehicle allocation;
 * - 2 Em andamento and 7 Possui ocorrência → execution in progress (an occurrence happens during
 *   execution);
 * - 3 Entregue/Ofertada, 8 Entregue mas não finalizada and 4 Finalizada → load delivered;
 * - 5 Cancelada and 99 Desativada → not on the board (null).
 */
export function boardGroupOfSituacao(situacao: number | null | undefined): TGrupoQuadro | null {
  switch (situacao) {
    case SituacaoCarga.AguardandoContratacao:
      return GrupoQuadro.AguardandoAlocacao;
    case SituacaoCarga.EmAndamento:
    case SituacaoCarga.Ocorrencia:
      return GrupoQuadro.EmAndamento;
    case SituacaoCarga.Entregue:
    case SituacaoCarga.EntregueNaoFinalizada:
    case SituacaoCarga.Finalizada:
      return GrupoQuadro.Entregue;
    default:
      return null;
  }
}

/** Every situacao shown on the "Minhas cargas" board (5 cancelada and 99 desativada are not): 1, 2, 3, 4, 7, 8. */
export const SITUACOES_DO_QUADRO: readonly TSituacaoCarga[] = Object.values(SituacaoCarga).filter(
  (situacao) => boardGroupOfSituacao(situacao) !== null,
);

/** A vehicle on the road: the load is in progress (2) or has an occurrence (7). */
export const SITUACOES_EM_ANDAMENTO: readonly TSituacaoCarga[] = [
  SituacaoCarga.EmAndamento,
  SituacaoCarga.Ocorrencia,
];

/** A trip that happened or is happening (its destination is where the vehicle goes): 2, 3, 4, 7, 8. */
export const SITUACOES_COM_VIAGEM: readonly TSituacaoCarga[] = [
  SituacaoCarga.EmAndamento,
  SituacaoCarga.Entregue,
  SituacaoCarga.Finalizada,
  SituacaoCarga.Ocorrencia,
  SituacaoCarga.EntregueNaoFinalizada,
];

// ------------------------------------------------------------------------------- card menu

/** The load card's context-menu items (02 §2), in the spec's order, with pt-BR labels. */
export const CargaCardMenuItem = {
  Detalhes: 'detalhes',
  Rotograma: 'rotograma',
  Transportadoras: 'transportadoras',
  Negociacao: 'negociacao',
  EncontrarVeiculo: 'encontrar-veiculo',
  Documentos: 'documentos',
  Anexos: 'anexos',
  Historico: 'historico',
  Desativar: 'desativar',
  Editar: 'editar',
  MoverPara: 'mover-para',
  AlterarUnidadeNegocio: 'alterar-unidade-negocio',
  GerarRomaneio: 'gerar-romaneio',
  GerarRomaneioSemItens: 'gerar-romaneio-sem-itens',
  GerarPdf: 'gerar-pdf',
  Acompanhamento: 'acompanhamento',
  AdicionarHorarioRetorno: 'adicionar-horario-retorno',
} as const;
export type TCargaCardMenuItem = (typeof CargaCardMenuItem)[keyof typeof CargaCardMenuItem];

export const CARGA_CARD_MENU_ITEM_LABELS: Record<TCargaCardMenuItem, string> = {
  detalhes: 'Detalhes',
  rotograma: 'Rotograma',
  transportadoras: 'Transportadoras',
  negociacao: 'Ver negociação',
  'encontrar-veiculo': 'Encontrar veículo',
  documentos: 'Documentos',
  anexos: 'Anexos',
  historico: 'Histórico',
  desativar: 'Desativar',
  editar: 'Editar',
  'mover-para': 'Mover para...',
  'alterar-unidade-negocio': 'Alterar unidade de negócio',
  'gerar-romaneio': 'Gerar romaneio',
  'gerar-romaneio-sem-itens': 'Gerar romaneio sem itens',
  'gerar-pdf': 'Gerar PDF',
  acompanhamento: 'Acompanhamento',
  'adicionar-horario-retorno': 'Adicionar horário de retorno',
};

/** The load fields the card rules read (02 §3). */
export interface CargaCardInput {
  situacao: number;
  visibilidade?: number | null;
  lote?: boolean | number | string | null;
  qntNegociacoesEmAndamento?: number | null;
  documentos?: readonly unknown[] | null;
  itens?: readonly unknown[] | null;
  veiculoContratadoFrota?: boolean | null;
  origemCarga?: number | null;
  /** Either "the viewer's company created this load" (boolean) or the creator owner's id. */
  ownerCriadorDaCarga?: boolean | string | null;
}

export interface CargaCardContext {
  /** The board group the card is shown in; derived from the situacao when absent. */
  grupo?: TGrupoQuadro | null;
}

function documentCount(carga: CargaCardInput): number {
  return (carga.documentos?.length ?? 0) || (carga.itens?.length ?? 0);
}

/** True when the load belongs to a lot (the card's `lote` flag, 02 §3). */
export function isCargaEmLote(carga: Pick<CargaCardInput, 'lote'>): boolean {
  return Boolean(carga.lote);
}

/**
 * The context-menu items a load card shows (02 §2), in order:
 * - Carriers: only when the visibility is directed;
 * - View negotiation: only when not in a lot and qntNegociacoesEmAndamento > 0;
 * - Documents: only when the load has documents (documentos, else itens);
 * - History: hidden when the visibility is directed-to-me;
 * - Follow-up: only in the in-progress and delivered groups;
 * - Add return time: only in those groups and when veiculoContratadoFrota;
 * - every other item always (the server still checks permissions).
 */
export function cargaCardMenuItems(
  carga: CargaCardInput,
  context: CargaCardContext = {},
): TCargaCardMenuItem[] {
  const grupo = context.grupo === undefined ? boardGroupOfSituacao(carga.situacao) : context.grupo;
  const inExecutionGroups = grupo === GrupoQuadro.EmAndamento || grupo === GrupoQuadro.Entregue;
  const visible: Record<TCargaCardMenuItem, boolean> = {
    detalhes: true,
    rotograma: true,
    transportadoras: carga.visibilidade === VisibilidadeCarga.Direcionada,
    negociacao: !isCargaEmLote(carga) && (carga.qntNegociacoesEmAndamento ?? 0) > 0,
    'encontrar-veiculo': true,
    documentos: documentCount(carga) > 0,
    anexos: true,
    historico: carga.visibilidade !== VisibilidadeCarga.DirecionadaParaMim,
    desativar: true,
    editar: true,
    'mover-para': true,
    'alterar-unidade-negocio': true,
    'gerar-romaneio': true,
    'gerar-romaneio-sem-itens': true,
    'gerar-pdf': true,
    acompanhamento: inExecutionGroups,
    'adicionar-horario-retorno': inExecutionGroups && carga.veiculoContratadoFrota === true,
  };
  return (Object.values(CargaCardMenuItem) as TCargaCardMenuItem[]).filter((item) => visible[item]);
}

/** The card's document popover is offered except for cross-docking loads (02 §2). */
export function hasDocumentPopover(carga: Pick<CargaCardInput, 'origemCarga'>): boolean {
  return carga.origemCarga !== OrigemCarga.CrossDocking;
}

// ------------------------------------------------------------------------------- finishing

export const FinishCargaDenial = {
  NotDeliveredGroup: 'not-delivered-group',
  SituacaoNotAllowed: 'situacao-not-allowed',
  NotCreatorOwner: 'not-creator-owner',
} as const;
export type TFinishCargaDenial = (typeof FinishCargaDenial)[keyof typeof FinishCargaDenial];

export const FINISH_CARGA_DENIAL_MESSAGES: Record<TFinishCargaDenial, string> = {
  'not-delivered-group': 'Apenas cargas entregues podem ser finalizadas.',
  'situacao-not-allowed': 'A situação da carga não permite finalizá-la.',
  'not-creator-owner': 'Apenas a empresa que criou a carga pode finalizá-la.',
};

export type FinishCargaResult = { allowed: true } | { allowed: false; reason: TFinishCargaDenial };

/**
 * Whether the Finish button applies (02 §2, §4). Our reading:
 * - it exists only in the delivered group (situacao 3, 8 or 4 — see boardGroupOfSituacao);
 * - it is not offered for situacao 3 (Entregue/Ofertada) nor 4 (already Finalizada), so in practice only
 *   8 (Entregue mas não finalizada) can be finished;
 * - "whether the user is the creator owner affects finishing": only the company (owner) that created the
 *   load may finish it. `ownerCriadorDaCarga` is read as a flag (true = the viewer's company created it)
 *   or as the creator owner's id compared with `ownerId`; when it is missing the load is not finishable.
 */
export function canFinishCarga(carga: CargaCardInput, context: { ownerId: string }): FinishCargaResult {
  if (boardGroupOfSituacao(carga.situacao) !== GrupoQuadro.Entregue) {
    return { allowed: false, reason: FinishCargaDenial.NotDeliveredGroup };
  }
  if (carga.situacao === SituacaoCarga.Entregue || carga.situacao === SituacaoCarga.Finalizada) {
    return { allowed: false, reason: FinishCargaDenial.SituacaoNotAllowed };
  }
  const creator = carga.ownerCriadorDaCarga;
  const isCreator =
    typeof creator === 'boolean' ? creator : typeof creator === 'string' && creator === context.ownerId;
  if (!isCreator) return { allowed: false, reason: FinishCargaDenial.NotCreatorOwner };
  return { allowed: true };
}

// ------------------------------------------------------------------------------- board stages

export interface EtapaQuadro {
  id: string | number;
  ordem: number;
  grupoEtapa: string | number;
  etapaManual?: boolean;
}

/**
 * Reordering board stages swaps the `ordem` of two stages of the same group (02 §4). Returns a new list;
 * stages of different groups (or unknown ids) leave the list unchanged.
 */
export function swapEtapaOrdem<T extends EtapaQuadro>(
  etapas: readonly T[],
  fromId: T['id'],
  toId: T['id'],
): T[] {
  const from = etapas.find((etapa) => etapa.id === fromId);
  const to = etapas.find((etapa) => etapa.id === toId);
  if (!from || !to || from === to || from.grupoEtapa !== to.grupoEtapa) return [...etapas];
  return etapas.map((etapa) => {
    if (etapa === from) return { ...etapa, ordem: to.ordem };
    if (etapa === to) return { ...etapa, ordem: from.ordem };
    return etapa;
  });
}

// ------------------------------------------------------------------------------- real time & misc

/** Real-time board constants (02 §4, §9). */
export const CARGAS_HUB = {
  retryIntervalMs: 3_000,
  reconnectDelaysMs: [0, 2_000, 10_000, 30_000, 60_000],
  loadReadyDebounceMs: 10,
  maxPendingLoadReady: 10,
} as const;

/** True when the file name has an image extension (02 §5: jpg, jpeg, png, gif, bmp, webp, svg). */
export function isImageFileName(fileName: string | null | undefined): boolean {
  const extension = (fileName ?? '').split('.').pop()?.toLowerCase() ?? '';
  return (fileName ?? '').includes('.') && (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}

/** A progress dialog (multi-load actions) is complete when value equals total (02 §4). */
export function isProgressComplete(progress: { value: number; total: number }): boolean {
  return progress.value === progress.total;
}

/** The all-zero GUID means "no load / no unit" (01 §3, 02 §9). */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

export function isEmptyGuid(value: string | null | undefined): boolean {
  return !value || value === EMPTY_GUID;
}

/**
 * A load's volume in m³ as a decimal string (3 decimals), whatever unit it was registered in: litres are
 * m³ / 1,000 (exact: scaled integers, never a float). null without a volume.
 */
export function volumeEmMetrosCubicos(
  volume: string | number | null | undefined,
  unidade: number | null | undefined,
): string | null {
  if (volume === null || volume === undefined || volume === '') return null;
  const milesimos = decimalParaEscala(volume, ESCALA_VOLUME);
  const m3 = unidade === UnidadeMedida.Litros ? dividirPorPotenciaDe10(milesimos, 3) : milesimos;
  return escalaParaDecimal(m3, ESCALA_VOLUME);
}
