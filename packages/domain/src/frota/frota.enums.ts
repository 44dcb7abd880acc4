import { zEnumCode } from '../shared/enum';

/**
 * The fleet's enumerations (issue 18; the spec does not show them). Driver visibility (02 §4) and the
 * allocation types stay in `cargas.enums.ts`, where the load uses them.
 */

/** Who owns a vehicle: own fleet, contracted fleet (the card's `veiculoContratadoFrota`), third party. */
export const PropriedadeVeiculo = { Propria: 1, FrotaContratada: 2, Terceiro: 3 } as const;
export type TPropriedadeVeiculo = (typeof PropriedadeVeiculo)[keyof typeof PropriedadeVeiculo];
export const ZPropriedadeVeiculo = zEnumCode(PropriedadeVeiculo);
export const PROPRIEDADE_VEICULO_LABELS: Record<TPropriedadeVeiculo, string> = {
  1: 'Frota própria',
  2: 'Frota contratada',
  3: 'Terceiro',
};

/**
 * A vehicle's ownership, derived from what is stored: `frota` (contracted fleet) or a carrier company
 * (third party); neither = own fleet.
 */
export function propriedadeDoVeiculo(veiculo: {
  frota: boolean;
  transportadoraEmpresaId: string | null;
}): TPropriedadeVeiculo {
  if (veiculo.frota) return PropriedadeVeiculo.FrotaContratada;
  return veiculo.transportadoraEmpresaId ? PropriedadeVeiculo.Terceiro : PropriedadeVeiculo.Propria;
}

/** A vehicle's documents, each with its expiry. */
export const TipoDocumentoVeiculo = {
  Crlv: 1,
  Rntrc: 2,
  Seguro: 3,
  Tacografo: 4,
  LicencaAmbiental: 5,
  Outro: 99,
} as const;
export type TTipoDocumentoVeiculo = (typeof TipoDocumentoVeiculo)[keyof typeof TipoDocumentoVeiculo];
export const ZTipoDocumentoVeiculo = zEnumCode(TipoDocumentoVeiculo);
export const TIPO_DOCUMENTO_VEICULO_LABELS: Record<TTipoDocumentoVeiculo, string> = {
  1: 'CRLV',
  2: 'RNTRC (ANTT)',
  3: 'Seguro',
  4: 'Certificado do tacógrafo',
  5: 'Licença ambiental',
  99: 'Outro',
};

/** CNH categories (Código de Trânsito Brasileiro, art. 143). */
export const CATEGORIAS_CNH = ['A', 'B', 'C', 'D', 'E', 'AB', 'AC', 'AD', 'AE'] as const;
export type TCategoriaCnh = (typeof CATEGORIAS_CNH)[number];

/** Where a position came from. */
export const OrigemPosicao = { Rastreador: 1, Motorista: 2, Simulador: 3 } as const;
export type TOrigemPosicao = (typeof OrigemPosicao)[keyof typeof OrigemPosicao];
export const ZOrigemPosicao = zEnumCode(OrigemPosicao);
export const ORIGEM_POSICAO_LABELS: Record<TOrigemPosicao, string> = {
  1: 'Rastreador',
  2: 'Celular do motorista',
  3: 'Simulador',
};

/**
 * A vehicle's activity on the agenda (`veiculo_atividades.tipo`): 1 a trip carrying a load (from its
 * collection until the return time); the others are unavailability a user adds, without a load.
 */
export const TipoAtividadeVeiculo = { Viagem: 1, Manutencao: 2, Folga: 3, Indisponivel: 4 } as const;
export type TTipoAtividadeVeiculo = (typeof TipoAtividadeVeiculo)[keyof typeof TipoAtividadeVeiculo];
export const ZTipoAtividadeVeiculo = zEnumCode(TipoAtividadeVeiculo);
export const TIPO_ATIVIDADE_VEICULO_LABELS: Record<TTipoAtividadeVeiculo, string> = {
  1: 'Viagem',
  2: 'Manutenção',
  3: 'Folga',
  4: 'Indisponível',
};

/** Channel of a driver's one-time sign-in code. */
export const CanalCodigoMotorista = { Sms: 1, Email: 2 } as const;
export type TCanalCodigoMotorista = (typeof CanalCodigoMotorista)[keyof typeof CanalCodigoMotorista];
export const ZCanalCodigoMotorista = zEnumCode(CanalCodigoMotorista);

/** A position older than this looks stale on the map (issue 18: > 1 h). */
export const POSICAO_DESATUALIZADA_MS = 60 * 60 * 1000;
/** Map polling (01 §9). */
export const MAPA_FROTA_POLLING_MS = 60_000;
/** Position history kept before the scheduled prune. */
export const POSICOES_RETENCAO_DIAS = 90;
/** Default of the owner preference: notify this many days before a document expires. */
export const DIAS_AVISO_VENCIMENTO_PADRAO = 30;
