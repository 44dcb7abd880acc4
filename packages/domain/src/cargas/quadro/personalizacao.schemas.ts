import { z } from 'zod';
import { MESSAGES } from '../../shared/messages';

/**
 * The owner preference 'PersonalizacaoCardCarga' (02 §2): what a load card shows. Our reading of its
 * parts: `config.showLabel` prints each field's label, `config.showIcon` its icon; `label` is the name the
 * administrator gives the layout; `header`, `body` and `badges` are ordered lists of card fields (header:
 * the card's title line, body: the lines under it, badges: small tags); `totals` are the sums shown on
 * each stage column's header. Unknown field keys are refused (400), so a card never renders garbage.
 */
export const PERSONALIZACAO_CARD_CARGA = 'PersonalizacaoCardCarga';

export const CAMPO_CARD_LABELS = {
  codigo: 'Código',
  codigoIdentificador: 'Código identificador',
  origem: 'Origem',
  destino: 'Destino',
  dhColeta: 'Coleta',
  dhEntrega: 'Entrega',
  dhPublicacao: 'Publicação',
  valor: 'Valor do frete',
  valorCarga: 'Valor da carga',
  peso: 'Peso',
  volume: 'Volume',
  quantidade: 'Quantidade',
  caracteristica: 'Característica',
  tipoFrete: 'Tipo de frete',
  visibilidade: 'Visibilidade',
  situacao: 'Situação',
  veiculo: 'Veículo',
  motorista: 'Motorista',
  transportadora: 'Transportadora',
  direcionador: 'Embarcador',
  numerosNF: 'Notas fiscais',
  eventos: 'Eventos realizados',
  lote: 'Lote',
  redespacho: 'Redespacho',
} as const;
export type TCampoCard = keyof typeof CAMPO_CARD_LABELS;
export const CAMPOS_CARD = Object.keys(CAMPO_CARD_LABELS) as TCampoCard[];
const ZCampoCard = z.enum(CAMPOS_CARD as [TCampoCard, ...TCampoCard[]], { error: MESSAGES.invalidValue });

export const TOTAL_CARD_LABELS = {
  quantidadeCargas: 'Cargas',
  peso: 'Peso',
  volume: 'Volume',
  valor: 'Valor do frete',
  valorCarga: 'Valor da carga',
} as const;
export type TTotalCard = keyof typeof TOTAL_CARD_LABELS;
export const TOTAIS_CARD = Object.keys(TOTAL_CARD_LABELS) as TTotalCard[];
const ZTotalCard = z.enum(TOTAIS_CARD as [TTotalCard, ...TTotalCard[]], { error: MESSAGES.invalidValue });

export const ZPersonalizacaoCardCarga = z.object({
  config: z.object({ showLabel: z.boolean(), showIcon: z.boolean() }),
  label: z.string().trim().max(60, MESSAGES.invalidValue).default(''),
  header: z.array(ZCampoCard).max(3, MESSAGES.invalidValue),
  body: z.array(ZCampoCard).max(12, MESSAGES.invalidValue),
  badges: z.array(ZCampoCard).max(6, MESSAGES.invalidValue),
  totals: z.array(ZTotalCard).max(5, MESSAGES.invalidValue),
});
export type TPersonalizacaoCardCarga = z.infer<typeof ZPersonalizacaoCardCarga>;

/** What a card shows when the owner saved nothing (or what it saved no longer parses). */
export const PERSONALIZACAO_CARD_PADRAO: TPersonalizacaoCardCarga = {
  config: { showLabel: false, showIcon: true },
  label: 'Padrão',
  header: ['codigo', 'codigoIdentificador'],
  body: ['origem', 'destino', 'dhColeta', 'dhEntrega', 'peso', 'valor', 'veiculo', 'motorista'],
  badges: ['tipoFrete', 'situacao', 'lote'],
  totals: ['quantidadeCargas', 'peso', 'valor'],
};

/** The stored preference value read safely: anything that does not parse gives the default layout. */
export function personalizacaoCardOuPadrao(value: unknown): TPersonalizacaoCardCarga {
  const parsed = ZPersonalizacaoCardCarga.safeParse(value);
  return parsed.success ? parsed.data : PERSONALIZACAO_CARD_PADRAO;
}
