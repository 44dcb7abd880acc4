import { cellsByField, codeFromCell, type SpreadsheetCell, textFromCell } from '../shared/spreadsheet';
import { TIPO_EMPRESA_LABELS, TIPO_VINCULO_LABELS, TipoVinculo } from './empresas.enums';
import { EMPRESA_IMPORT_COLUMNS, type TEmpresaRequestInput } from './empresas.schemas';

/**
 * One spreadsheet record (keys: the trimmed column names of EMPRESA_IMPORT_COLUMNS, matched without case
 * or accents) as the company form's input, ready for ZEmpresaRequest. A CNPJ read as a number gets its
 * leading zeros back; 'Tipo' and 'Vínculo' accept the code or the label; an empty 'Vínculo' is 'Cliente'.
 */
export function empresaImportRecordToInput(
  record: Readonly<Record<string, SpreadsheetCell>>,
): TEmpresaRequestInput {
  const values = cellsByField(EMPRESA_IMPORT_COLUMNS, record);
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
