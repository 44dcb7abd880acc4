import {
  formatCep,
  parseFaixaCep,
  TIPO_LOCAL_FRETE_LABELS,
  TipoLocalFrete,
  type TMunicipio,
  type TTipoLocalFrete,
} from '@embarca/domain';

/**
 * One end of a lane (a table line's origin or destination) or a region's item, as the forms hold it: the
 * type, the value the API stores (region id, 'SP', IBGE '4106902', '80000000-82999999') and the text shown.
 */
export interface TLocalForm {
  tipo: TTipoLocalFrete;
  valor: string;
  descricao: string;
}

export const localVazio = (tipo: TTipoLocalFrete = TipoLocalFrete.Uf): TLocalForm => ({
  tipo,
  valor: '',
  descricao: '',
});

/** The types a lane end may have (all), and a region's items (no region inside a region). */
export const TIPOS_DE_LOCAL = [
  TipoLocalFrete.Regiao,
  TipoLocalFrete.Uf,
  TipoLocalFrete.Municipio,
  TipoLocalFrete.FaixaCep,
] as const;
export const TIPOS_DE_ITEM_DE_REGIAO = [
  TipoLocalFrete.Uf,
  TipoLocalFrete.Municipio,
  TipoLocalFrete.FaixaCep,
] as const;

export const opcoesDeTipo = (tipos: readonly TTipoLocalFrete[]) =>
  tipos.map((tipo) => ({ value: String(tipo), label: TIPO_LOCAL_FRETE_LABELS[tipo] }));

/** 'CEP 80000-000 a 82999-999' (the API's own description of a range), or '' when malformed. */
export function descricaoDaFaixaCep(valor: string): string {
  const faixa = parseFaixaCep(valor);
  if (!faixa) return '';
  const cep = (n: number) => formatCep(String(n).padStart(8, '0'));
  return `CEP ${cep(faixa.inicio)} a ${cep(faixa.fim)}`;
}

/** The two CEPs of a range value ('80000000-82999999' → ['80000-000', '82999-999']). */
export function cepsDaFaixa(valor: string): [string, string] {
  const faixa = parseFaixaCep(valor);
  if (!faixa) return ['', ''];
  const cep = (n: number) => formatCep(String(n).padStart(8, '0'));
  return [cep(faixa.inicio), cep(faixa.fim)];
}

/** A municipality end as the city picker's value (its description is 'Curitiba/PR'). */
export function municipioDoLocal(local: TLocalForm): TMunicipio | null {
  if (local.tipo !== TipoLocalFrete.Municipio || !local.valor) return null;
  const barra = local.descricao.lastIndexOf('/');
  return barra > 0
    ? { ibge: local.valor, nome: local.descricao.slice(0, barra), uf: local.descricao.slice(barra + 1) }
    : { ibge: local.valor, nome: local.descricao || local.valor, uf: '' };
}
