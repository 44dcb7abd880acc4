import { dataDaCelula } from '../cargas/cadastro/importacao.rules';
import { TIPO_FRETE_LABELS } from '../cargas/cargas.enums';
import { normalizeCnpj } from '../shared/documents';
import {
  cellsByField,
  codeFromCell,
  numberFromCell,
  type SpreadsheetCell,
  spreadsheetColumnKey,
  textFromCell,
} from '../shared/spreadsheet';
import { TIPO_LOTE_PEDIDO_LABELS } from './formacao.enums';
import type { TPedidoCadastroInput } from './formacao.schemas';

/**
 * The orders sheet (POST /pedido/xlsx; 01 §5: the sheet 'Dados' or the first, trimmed column names). The
 * column names are ours; matched without case or accents. A template with these columns is offered for
 * download (GET /pedido/xlsx/modelo).
 */
export const PEDIDO_IMPORT_COLUMNS = {
  codigo: 'Código',
  tipoFrete: 'Tipo de frete',
  tipoLote: 'Tipo de lote',
  agrupador: 'Agrupador',
  dataColeta: 'Data de coleta',
  dataEntrega: 'Data de entrega',
  dataEmissao: 'Data de emissão',
  pesoTotal: 'Peso (kg)',
  cubagemTotal: 'Cubagem (m³)',
  valorPedido: 'Valor (R$)',
  quantidadeVolumes: 'Volumes',
  numeroNf: 'Número da NF',
  caracteristica: 'Característica',
  origemCnpj: 'CNPJ origem',
  origemNome: 'Nome origem',
  origemLocalidade: 'Endereço origem',
  origemCidade: 'Cidade origem',
  origemUf: 'UF origem',
  origemLatitude: 'Latitude origem',
  origemLongitude: 'Longitude origem',
  destinoCnpj: 'CNPJ destino',
  destinoNome: 'Nome destino',
  destinoLocalidade: 'Endereço destino',
  destinoCidade: 'Cidade destino',
  destinoUf: 'UF destino',
  destinoLatitude: 'Latitude destino',
  destinoLongitude: 'Longitude destino',
  observacao: 'Observação',
} as const;
export type PedidoImportField = keyof typeof PEDIDO_IMPORT_COLUMNS;

/** The columns a sheet must have (else 400 naming them, nothing read). */
export const PEDIDO_IMPORT_COLUNAS_OBRIGATORIAS: readonly PedidoImportField[] = [
  'codigo',
  'tipoFrete',
  'origemCidade',
  'origemUf',
  'destinoCidade',
  'destinoUf',
];

/** The required columns a header lacks, by their names. */
export function colunasDePedidoAusentes(header: readonly string[]): string[] {
  const presentes = new Set(header.map((nome) => spreadsheetColumnKey(nome)));
  return PEDIDO_IMPORT_COLUNAS_OBRIGATORIAS.map((campo) => PEDIDO_IMPORT_COLUMNS[campo]).filter(
    (nome) => !presentes.has(spreadsheetColumnKey(nome)),
  );
}

export const colunasAusentesMensagem = (colunas: readonly string[]) =>
  `A planilha não tem ${colunas.length === 1 ? 'a coluna' : 'as colunas'} ${colunas.map((c) => `'${c}'`).join(', ')}.`;

/** What a row names by text and the server resolves to ids of the company's records. */
export interface PedidoImportReferencias {
  origemCnpj?: string;
  destinoCnpj?: string;
  caracteristica?: string;
}

const texto = (cell: SpreadsheetCell | undefined) => textFromCell(cell ?? null) ?? undefined;
const numero = (cell: SpreadsheetCell | undefined) => numberFromCell(cell ?? null);
const cnpj = (cell: SpreadsheetCell | undefined) => {
  const valor = typeof cell === 'number' ? String(cell).padStart(14, '0') : texto(cell);
  return valor ? normalizeCnpj(valor) || valor : undefined;
};
/** An optional date: empty → null; a bad one → '' (the contract answers 'Informe uma data válida.'). */
const data = (cell: SpreadsheetCell | undefined) => {
  const valor = dataDaCelula(cell ?? null);
  return valor === '' ? 'data-invalida' : (valor ?? null);
};

/** One row of the sheet as the order payload (ids resolved later) and the references to resolve. */
export function pedidoImportRecordToLinha(record: Readonly<Record<string, SpreadsheetCell>>): {
  cadastro: TPedidoCadastroInput;
  referencias: PedidoImportReferencias;
} {
  const v = cellsByField(PEDIDO_IMPORT_COLUMNS, record);
  const ponto = (lado: 'origem' | 'destino') => ({
    empresaId: null as string | null,
    dhPrevista: null,
    nome: texto(v[`${lado}Nome`]) ?? null,
    documentoEmpresa: cnpj(v[`${lado}Cnpj`]) ?? null,
    localidade: texto(v[`${lado}Localidade`]) ?? null,
    cidade: texto(v[`${lado}Cidade`]) ?? '',
    uf: texto(v[`${lado}Uf`]) ?? '',
    latitude: numero(v[`${lado}Latitude`]) ?? null,
    longitude: numero(v[`${lado}Longitude`]) ?? null,
  });
  const origemCnpj = cnpj(v.origemCnpj);
  const destinoCnpj = cnpj(v.destinoCnpj);
  const caracteristica = texto(v.caracteristica);
  return {
    cadastro: {
      codigo: texto(v.codigo) ?? '',
      tipoFrete: codeFromCell(TIPO_FRETE_LABELS, v.tipoFrete ?? null) as never,
      tipoLote: (codeFromCell(TIPO_LOTE_PEDIDO_LABELS, v.tipoLote ?? null) ?? null) as never,
      agrupador: texto(v.agrupador) ?? null,
      dhColeta: data(v.dataColeta),
      dhEntrega: data(v.dataEntrega),
      dhEmissao: data(v.dataEmissao),
      pesoTotal: numero(v.pesoTotal) ?? null,
      cubagemTotal: numero(v.cubagemTotal) ?? null,
      valorPedido: numero(v.valorPedido) ?? null,
      quantidadeVolumes: numero(v.quantidadeVolumes) ?? null,
      numeroNf: texto(v.numeroNf) ?? null,
      observacao: texto(v.observacao) ?? null,
      caracteristicaId: null,
      localidadeRedespacho: null,
      transportadoraRedespachoId: null,
      origem: ponto('origem'),
      destino: ponto('destino'),
    },
    referencias: {
      ...(origemCnpj ? { origemCnpj } : {}),
      ...(destinoCnpj ? { destinoCnpj } : {}),
      ...(caracteristica ? { caracteristica } : {}),
    },
  };
}

/** The template sheet's header and one example row (GET /pedido/xlsx/modelo). */
export const PEDIDO_IMPORT_EXEMPLO: Partial<Record<PedidoImportField, string | number>> = {
  codigo: 'PED-0001',
  tipoFrete: 'CIF',
  dataColeta: '10/12/2026 08:00',
  dataEntrega: '11/12/2026 17:00',
  pesoTotal: 1250.5,
  cubagemTotal: 3.2,
  valorPedido: 18500,
  quantidadeVolumes: 12,
  numeroNf: '123456',
  origemNome: 'Centro de Distribuição',
  origemCidade: 'São Paulo',
  origemUf: 'SP',
  destinoNome: 'Cliente Exemplo Ltda',
  destinoLocalidade: 'Rua das Flores, 100',
  destinoCidade: 'Campinas',
  destinoUf: 'SP',
};
