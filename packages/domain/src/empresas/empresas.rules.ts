import { enumLabel } from '../shared/enum';
import type { SpreadsheetCell } from '../shared/spreadsheet';
import { normalizeSearchText } from '../shared/text-search';
import { TIPO_EMPRESA_LABELS, TIPO_VINCULO_LABELS, TipoVinculo } from './empresas.enums';
import { EMPRESA_IMPORT_COLUMNS, type TEmpresaRequestInput } from './empresas.schemas';

type ImportField = keyof typeof EMPRESA_IMPORT_COLUMNS;

/** A column name compared without case, accents or surrounding spaces. */
function columnKey(name: string): string {
  return normalizeSearchText(name).replace(/\s+/g, ' ').trim();
}

const FIELD_BY_COLUMN = new Map<string, ImportField>(
  (Object.entries(EMPRESA_IMPORT_COLUMNS) as [ImportField, string][]).map(([field, column]) => [
    columnKey(column),
    field,
  ]),
);

/** A code given as its number or its pt-BR label ('Cliente', 'transportadora'); undefined when unknown. */
function codeFromCell(labels: Readonly<Record<number, string>>, cell: SpreadsheetCell): number | undefined {
  if (cell === null || cell === undefined || cell === '') return undefined;
  if (typeof cell === 'number') return cell;
  const text = String(cell).trim();
  if (/^\d+$/.test(text)) return Number(text);
  const wanted = columnKey(text);
  const found = Object.keys(labels).find((code) => columnKey(enumLabel(labels, Number(code))) === wanted);
  return found === undefined ? Number.NaN : Number(found);
}

function textFromCell(cell: SpreadsheetCell): string | null {
  if (cell === null || cell === undefined) return null;
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  const text = String(cell).trim();
  return text === '' ? null : text;
}

/**
 * One spreadsheet record (keys: the trimmed column names of EMPRESA_IMPORT_COLUMNS, matched without case
 * or accents) as the company form's input, ready for ZEmpresaRequest. A CNPJ read as a number gets its
 * leading zeros back; 'Tipo' and 'Vínculo' accept the code or the label; an empty 'Vínculo' is 'Cliente'.
 */
export function empresaImportRecordToInput(
  record: Readonly<Record<string, SpreadsheetCell>>,
): TEmpresaRequestInput {
  const values: Partial<Record<ImportField, SpreadsheetCell>> = {};
  for (const [column, cell] of Object.entries(record)) {
    const field = FIELD_BY_COLUMN.get(columnKey(column));
    if (field && values[field] === undefined) values[field] = cell;
  }
  const cnpjCell = values.cnpj;
  const cnpj =
    typeof cnpjCell === 'number' ? String(cnpjCell).padStart(14, '0') : textFromCell(cnpjCell ?? null);
  const cepCell = values.cep;
  const cep = typeof cepCell === 'number' ? String(cepCell).padStart(8, '0') : textFromCell(cepCell ?? null);
  return {
    nome: textFromCell(values.nome ?? null) ?? '',
    nomeFantasia: textFromCell(values.nomeFantasia ?? null),
    cnpj: cnpj ?? '',
    tipo: codeFromCell(TIPO_EMPRESA_LABELS, values.tipo) as TEmpresaRequestInput['tipo'],
    tipoVinculo: (codeFromCell(TIPO_VINCULO_LABELS, values.tipoVinculo) ??
      TipoVinculo.Cliente) as TEmpresaRequestInput['tipoVinculo'],
    telefone: textFromCell(values.telefone ?? null),
    email: textFromCell(values.email ?? null),
    cep,
    logradouro: textFromCell(values.logradouro ?? null),
    numero: textFromCell(values.numero ?? null),
    complemento: textFromCell(values.complemento ?? null),
    bairro: textFromCell(values.bairro ?? null),
    cidade: textFromCell(values.cidade ?? null),
    uf: textFromCell(values.uf ?? null),
    codigoIbge: textFromCell(values.codigoIbge ?? null),
  };
}
