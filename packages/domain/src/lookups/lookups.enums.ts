import { z } from 'zod';
import { zEnumCode } from '../shared/enum';

/** Lookup kinds 1–15 for GET /tipo?tipo= (01 §3, §7). */
export const TipoLookup = {
  TipoVeiculo: 1,
  Carroceria: 2,
  CategoriaVeiculo: 3,
  Marca: 4,
  Rastreador: 5,
  GerenciadoraRisco: 6,
  Cartao: 7,
  TipoCarga: 8,
  NaturezaCarga: 9,
  TarifaCarga: 10,
  BancoDeposito: 11,
  DesativacaoCarga: 12,
  ExtraFrete: 13,
  Tracao: 14,
  Equipamento: 15,
} as const;
export type TTipoLookup = (typeof TipoLookup)[keyof typeof TipoLookup];
export const ZTipoLookup = zEnumCode(TipoLookup);
export const TIPO_LOOKUP_LABELS: Record<TTipoLookup, string> = {
  1: 'Tipo de veículo',
  2: 'Carroceria',
  3: 'Categoria do veículo',
  4: 'Marca',
  5: 'Rastreador',
  6: 'Gerenciadora de risco',
  7: 'Cartão',
  8: 'Tipo de carga',
  9: 'Natureza da carga',
  10: 'Tarifa da carga',
  11: 'Banco para depósito',
  12: 'Motivo de desativação da carga',
  13: 'Extra do frete',
  14: 'Tração',
  15: 'Equipamento',
};

/** A lookup item (01 §3): valor and texto. */
export const ZLookupItem = z.object({ valor: z.number().int(), texto: z.string() });
export type TLookupItem = z.infer<typeof ZLookupItem>;

/** Query of GET /tipo: tipo 1..15 (query strings arrive as text). */
export const ZLookupQuery = z.object({ tipo: z.coerce.number().pipe(ZTipoLookup) });
export type TLookupQuery = z.infer<typeof ZLookupQuery>;
