import { zEnumCode } from '../shared/enum';

/** Shipment (remessa) status — the same codes as occurrences (02 §4). */
export const SituacaoRemessa = { Pendente: 1, EmAndamento: 2, Resolvida: 3, Cancelada: 99 } as const;
export type TSituacaoRemessa = (typeof SituacaoRemessa)[keyof typeof SituacaoRemessa];
export const ZSituacaoRemessa = zEnumCode(SituacaoRemessa);
export const SITUACAO_REMESSA_LABELS: Record<TSituacaoRemessa, string> = {
  1: 'Pendente',
  2: 'Em andamento',
  3: 'Resolvida',
  99: 'Cancelada',
};

/** Shipment event types (02 §4; codes not shown — ours are 1..12 in the spec's order). */
export const TipoEventoRemessa = {
  PrimeiraMilha: 1,
  MeioMilha: 2,
  UltimaMilha: 3,
  Criacao: 4,
  Edicao: 5,
  Exclusao: 6,
  DesvinculadaCarga: 7,
  Cancelamento: 8,
  CargaNaoEntregue: 9,
  RemessaVinculada: 10,
  CargaColetada: 11,
  RemessaDesvinculada: 12,
} as const;
export type TTipoEventoRemessa = (typeof TipoEventoRemessa)[keyof typeof TipoEventoRemessa];
export const ZTipoEventoRemessa = zEnumCode(TipoEventoRemessa);
export const TIPO_EVENTO_REMESSA_LABELS: Record<TTipoEventoRemessa, string> = {
  1: 'Primeira milha',
  2: 'Meio da milha',
  3: 'Última milha',
  4: 'Criação',
  5: 'Edição',
  6: 'Exclusão',
  7: 'Desvinculada da carga',
  8: 'Cancelamento',
  9: 'Carga não entregue',
  10: 'Remessa vinculada',
  11: 'Carga coletada',
  12: 'Remessa desvinculada',
};

/** Shipment route types (02 §4; codes ours): direct, transfer, mixed. */
export const TipoRotaRemessa = { Direta: 1, Transferencia: 2, Mista: 3 } as const;
export type TTipoRotaRemessa = (typeof TipoRotaRemessa)[keyof typeof TipoRotaRemessa];
export const ZTipoRotaRemessa = zEnumCode(TipoRotaRemessa);
export const TIPO_ROTA_REMESSA_LABELS: Record<TTipoRotaRemessa, string> = {
  1: 'Direta',
  2: 'Transferência',
  3: 'Mista',
};

/** Container flow (02 §4; codes ours): import, export. */
export const FluxoConteiner = { Importacao: 1, Exportacao: 2 } as const;
export type TFluxoConteiner = (typeof FluxoConteiner)[keyof typeof FluxoConteiner];
export const ZFluxoConteiner = zEnumCode(FluxoConteiner);
export const FLUXO_CONTEINER_LABELS: Record<TFluxoConteiner, string> = { 1: 'Importação', 2: 'Exportação' };

/** Shipment options (02 §4). */
export const TipoComercio = { Nacional: 1, Internacional: 2 } as const;
export type TTipoComercio = (typeof TipoComercio)[keyof typeof TipoComercio];
export const ZTipoComercio = zEnumCode(TipoComercio);
export const TIPO_COMERCIO_LABELS: Record<TTipoComercio, string> = { 1: 'Nacional', 2: 'Internacional' };

export const TipoAtividade = { Importacao: 1, Exportacao: 2 } as const;
export type TTipoAtividade = (typeof TipoAtividade)[keyof typeof TipoAtividade];
export const ZTipoAtividade = zEnumCode(TipoAtividade);
export const TIPO_ATIVIDADE_LABELS: Record<TTipoAtividade, string> = { 1: 'Importação', 2: 'Exportação' };

export const TipoServico = { CargaSolta: 1, Container: 2 } as const;
export type TTipoServico = (typeof TipoServico)[keyof typeof TipoServico];
export const ZTipoServico = zEnumCode(TipoServico);
export const TIPO_SERVICO_LABELS: Record<TTipoServico, string> = { 1: 'Carga solta', 2: 'Container' };

export const TipoModal = { Rodoviario: 1, Aereo: 2, Maritimo: 3 } as const;
export type TTipoModal = (typeof TipoModal)[keyof typeof TipoModal];
export const ZTipoModal = zEnumCode(TipoModal);
export const TIPO_MODAL_LABELS: Record<TTipoModal, string> = { 1: 'Rodoviário', 2: 'Aéreo', 3: 'Marítimo' };

/** Import container pipes (02 §4), in board order; string ids ours. */
export const PipeImportacao = {
  ColetarTerminal: 'coletar-terminal',
  EmTransito: 'em-transito',
  Desova: 'desova',
  NoEstoque: 'no-estoque',
  ConteinerVazio: 'conteiner-vazio',
  Devolvendo: 'devolvendo',
  FinalizadoHoje: 'finalizado-hoje',
} as const;
export type TPipeImportacao = (typeof PipeImportacao)[keyof typeof PipeImportacao];
export const PIPE_IMPORTACAO_LABELS: Record<TPipeImportacao, string> = {
  'coletar-terminal': 'Coletar no terminal',
  'em-transito': 'Em trânsito',
  desova: 'Desova',
  'no-estoque': 'No estoque',
  'conteiner-vazio': 'Contêiner vazio',
  devolvendo: 'Devolvendo',
  'finalizado-hoje': 'Finalizado hoje',
};

/** Export container pipes (02 §4), in board order; string ids ours. */
export const PipeExportacao = {
  ConteinerVazio: 'conteiner-vazio',
  SendoRetirado: 'sendo-retirado',
  NoPatio: 'no-patio',
  RetiradaPatio: 'retirada-patio',
  Estufagem: 'estufagem',
  Estufado: 'estufado',
  EntregaCheio: 'entrega-cheio',
  Finalizado: 'finalizado',
} as const;
export type TPipeExportacao = (typeof PipeExportacao)[keyof typeof PipeExportacao];
export const PIPE_EXPORTACAO_LABELS: Record<TPipeExportacao, string> = {
  'conteiner-vazio': 'Contêiner vazio',
  'sendo-retirado': 'Sendo retirado',
  'no-patio': 'No pátio',
  'retirada-patio': 'Retirada do pátio',
  estufagem: 'Estufagem',
  estufado: 'Estufado',
  'entrega-cheio': 'Entrega cheio',
  finalizado: 'Finalizado',
};

/** A shipment's stage for a business unit (02 §4); 'limbo' is hidden. The ids are the spec's words. */
export const EstagioRemessa = {
  AColetar: 'a coletar',
  AguardandoRecebimento: 'aguardando recebimento',
  NoEstoque: 'no estoque',
  LiberadaParaCarga: 'liberada para carga',
  Expedido: 'expedido',
  Limbo: 'limbo',
} as const;
export type TEstagioRemessa = (typeof EstagioRemessa)[keyof typeof EstagioRemessa];
export const ESTAGIO_REMESSA_LABELS: Record<TEstagioRemessa, string> = {
  'a coletar': 'A coletar',
  'aguardando recebimento': 'Aguardando recebimento',
  'no estoque': 'No estoque',
  'liberada para carga': 'Liberada para carga',
  expedido: 'Expedido',
  limbo: 'Limbo',
};
