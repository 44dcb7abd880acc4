import { zEnumCode } from '../shared/enum';

/** Load situacao (02 §4). */
export const SituacaoCarga = {
  AguardandoContratacao: 1,
  EmAndamento: 2,
  Entregue: 3,
  Finalizada: 4,
  Cancelada: 5,
  Ocorrencia: 7,
  EntregueNaoFinalizada: 8,
  Desativada: 99,
} as const;
export type TSituacaoCarga = (typeof SituacaoCarga)[keyof typeof SituacaoCarga];
export const ZSituacaoCarga = zEnumCode(SituacaoCarga);

/**
 * What each code means (02 §4). Code 3 has two readings in the spec, both kept: its meaning is
 * 'delivered' (here) while the card shows 'Ofertada' (SITUACAO_CARGA_CARD_LABELS).
 */
export const SITUACAO_CARGA_LABELS: Record<TSituacaoCarga, string> = {
  1: 'Aguardando contratação',
  2: 'Em andamento',
  3: 'Entregue',
  4: 'Finalizada',
  5: 'Cancelada',
  7: 'Possui ocorrência',
  8: 'Entregue mas não finalizada',
  99: 'Carga cancelada',
};

/** The label the load card shows for each situacao (02 §4): code 3 reads 'Ofertada' on the card. */
export const SITUACAO_CARGA_CARD_LABELS: Record<TSituacaoCarga, string> = {
  ...SITUACAO_CARGA_LABELS,
  3: 'Ofertada',
};

/** Freight type (01 §3, 02 §4). */
export const TipoFrete = { CIF: 1, FOB: 2, FOBDirigido: 3 } as const;
export type TTipoFrete = (typeof TipoFrete)[keyof typeof TipoFrete];
export const ZTipoFrete = zEnumCode(TipoFrete);
export const TIPO_FRETE_LABELS: Record<TTipoFrete, string> = { 1: 'CIF', 2: 'FOB', 3: 'FOB Dirigido' };

/** Modalidade (01 §3, 02 §4). */
export const Modalidade = { Lotacao: 1, Compartilhada: 2, Fracionada: 3 } as const;
export type TModalidade = (typeof Modalidade)[keyof typeof Modalidade];
export const ZModalidade = zEnumCode(Modalidade);
export const MODALIDADE_LABELS: Record<TModalidade, string> = {
  1: 'Lotação',
  2: 'Compartilhada',
  3: 'Fracionada',
};

/** Load origin (02 §4). */
export const OrigemCarga = {
  CadastroManual: 1,
  ImportacaoExcel: 2,
  Integracao: 3,
  FormadorCargas: 4,
  HubIntegracao: 5,
  CrossDocking: 6,
  Redespacho: 7,
  Desconhecida: 99,
} as const;
export type TOrigemCarga = (typeof OrigemCarga)[keyof typeof OrigemCarga];
export const ZOrigemCarga = zEnumCode(OrigemCarga);
export const ORIGEM_CARGA_LABELS: Record<TOrigemCarga, string> = {
  1: 'Cadastro manual',
  2: 'Importação Excel',
  3: 'Integração',
  4: 'Formador de cargas',
  5: 'Hub de integração',
  6: 'Cross-docking',
  7: 'Redespacho',
  99: 'Desconhecida',
};

/** Offer types (02 §4). */
export const TipoOferta = { Restrita: 1, Direcionada: 2, DirecionadaParaMim: 99 } as const;
export type TTipoOferta = (typeof TipoOferta)[keyof typeof TipoOferta];
export const ZTipoOferta = zEnumCode(TipoOferta);
export const TIPO_OFERTA_LABELS: Record<TTipoOferta, string> = {
  1: 'Restrita',
  2: 'Direcionada',
  99: 'Direcionada para mim',
};

/**
 * Load visibility (02 §4: restricted, directed, directed-to-me; numeric values not shown). Our choice:
 * the same codes as the offer types (1, 2, 99).
 */
export const VisibilidadeCarga = { Restrita: 1, Direcionada: 2, DirecionadaParaMim: 99 } as const;
export type TVisibilidadeCarga = (typeof VisibilidadeCarga)[keyof typeof VisibilidadeCarga];
export const ZVisibilidadeCarga = zEnumCode(VisibilidadeCarga);
export const VISIBILIDADE_CARGA_LABELS: Record<TVisibilidadeCarga, string> = {
  1: 'Restrita',
  2: 'Direcionada',
  99: 'Direcionada para mim',
};

/**
 * Tariff types (02 §4; codes not shown). Our choice: 1..6 in the spec's order — value per km, to be
 * agreed, per tonne, per volume, fixed, freight table.
 */
export const TipoTarifa = {
  ValorPorKm: 1,
  ACombinar: 2,
  PorTonelada: 3,
  PorVolume: 4,
  Fixo: 5,
  TabelaFrete: 6,
} as const;
export type TTipoTarifa = (typeof TipoTarifa)[keyof typeof TipoTarifa];
export const ZTipoTarifa = zEnumCode(TipoTarifa);
export const TIPO_TARIFA_LABELS: Record<TTipoTarifa, string> = {
  1: 'Valor por km',
  2: 'A combinar',
  3: 'Por tonelada',
  4: 'Por volume',
  5: 'Valor fixo',
  6: 'Tabela de frete',
};

/**
 * Board types (02 §4; codes not shown). Our choice: 1..5 in the spec's order — loads, shipper offering,
 * carrier offering, import container, export container.
 */
export const TipoQuadro = {
  Cargas: 1,
  OferecimentoEmbarcador: 2,
  OferecimentoTransportador: 3,
  ConteinerImportacao: 4,
  ConteinerExportacao: 5,
} as const;
export type TTipoQuadro = (typeof TipoQuadro)[keyof typeof TipoQuadro];
export const ZTipoQuadro = zEnumCode(TipoQuadro);
export const TIPO_QUADRO_LABELS: Record<TTipoQuadro, string> = {
  1: 'Cargas',
  2: 'Oferecimento do embarcador',
  3: 'Oferecimento do transportador',
  4: 'Contêiner de importação',
  5: 'Contêiner de exportação',
};

/** Allocation types (02 §4). */
export const TipoAlocacao = { Frota: 1, Transportadoras: 2, Terceiros: 3 } as const;
export type TTipoAlocacao = (typeof TipoAlocacao)[keyof typeof TipoAlocacao];
export const ZTipoAlocacao = zEnumCode(TipoAlocacao);
export const TIPO_ALOCACAO_LABELS: Record<TTipoAlocacao, string> = {
  1: 'Frota',
  2: 'Transportadoras',
  3: 'Terceiros',
};

/** Driver visibility (02 §4). */
export const VisibilidadeMotorista = { Funcionario: 1, Terceiro: 2, Agregado: 3 } as const;
export type TVisibilidadeMotorista = (typeof VisibilidadeMotorista)[keyof typeof VisibilidadeMotorista];
export const ZVisibilidadeMotorista = zEnumCode(VisibilidadeMotorista);
export const VISIBILIDADE_MOTORISTA_LABELS: Record<TVisibilidadeMotorista, string> = {
  1: 'Funcionário',
  2: 'Terceiro',
  3: 'Agregado',
};

/** Unit of measure (01 §3, 02 §4): 5 litres, 7 m³. */
export const UnidadeMedida = { Litros: 5, MetroCubico: 7 } as const;
export type TUnidadeMedida = (typeof UnidadeMedida)[keyof typeof UnidadeMedida];
export const ZUnidadeMedida = zEnumCode(UnidadeMedida);
export const UNIDADE_MEDIDA_LABELS: Record<TUnidadeMedida, string> = { 5: 'Litros', 7: 'm³' };
/** Short symbols used after a number: 'l' and 'm³'. */
export const UNIDADE_MEDIDA_SYMBOLS: Record<TUnidadeMedida, string> = { 5: 'l', 7: 'm³' };

/** Deactivation reverterRemessas (02 §4, §9): 1 cancel the shipments, 2 revert them to cross-docking. */
export const ReverterRemessas = { Cancelar: 1, RetornarCrossDocking: 2 } as const;
export type TReverterRemessas = (typeof ReverterRemessas)[keyof typeof ReverterRemessas];
export const ZReverterRemessas = zEnumCode(ReverterRemessas);
export const REVERTER_REMESSAS_LABELS: Record<TReverterRemessas, string> = {
  1: 'Cancelar as remessas',
  2: 'Retornar as remessas para o cross-docking',
};

/** Route point type of a template's origemDestino (01 §3, 02 §3): 1 origin, 2 stop, 3 destination. */
export const TipoRota = { Origem: 1, Parada: 2, Destino: 3 } as const;
export type TTipoRota = (typeof TipoRota)[keyof typeof TipoRota];
export const ZTipoRota = zEnumCode(TipoRota);
export const TIPO_ROTA_LABELS: Record<TTipoRota, string> = { 1: 'Origem', 2: 'Parada', 3: 'Destino final' };

/** The three groups of the "Minhas cargas" board (02 §2). String ids, pt-BR labels. */
export const GrupoQuadro = {
  AguardandoAlocacao: 'aguardando-alocacao',
  EmAndamento: 'em-andamento',
  Entregue: 'entregue',
} as const;
export type TGrupoQuadro = (typeof GrupoQuadro)[keyof typeof GrupoQuadro];
export const ZGrupoQuadro = zEnumCode(GrupoQuadro);
export const GRUPO_QUADRO_LABELS: Record<TGrupoQuadro, string> = {
  'aguardando-alocacao': 'Aguardando alocação de veículo',
  'em-andamento': 'Execução em andamento',
  entregue: 'Carga entregue',
};

/** kanban_etapas.grupo_etapa stores a board group as a code 1..3 (a check keeps it there). */
export const CODIGO_GRUPO_QUADRO: Readonly<Record<TGrupoQuadro, 1 | 2 | 3>> = {
  [GrupoQuadro.AguardandoAlocacao]: 1,
  [GrupoQuadro.EmAndamento]: 2,
  [GrupoQuadro.Entregue]: 3,
};

/** The board group of a stored grupo_etapa code. */
export function grupoQuadroDoCodigo(codigo: number): TGrupoQuadro {
  const grupo = (Object.keys(CODIGO_GRUPO_QUADRO) as TGrupoQuadro[]).find(
    (g) => CODIGO_GRUPO_QUADRO[g] === codigo,
  );
  if (!grupo) throw new Error(`grupo_etapa desconhecido: ${codigo}`);
  return grupo;
}

/** Real-time hub status (02 §4). */
export const StatusHub = { Conectando: 'connecting', Online: 'online', Offline: 'offline' } as const;
export type TStatusHub = (typeof StatusHub)[keyof typeof StatusHub];
export const STATUS_HUB_LABELS: Record<TStatusHub, string> = {
  connecting: 'Conectando',
  online: 'Online',
  offline: 'Offline',
};

/** Image extensions recognised for attachments (02 §5). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg'] as const;
