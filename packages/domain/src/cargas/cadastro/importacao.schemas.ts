import { z } from 'zod';
import { ZImportResponse } from '../../empresas/empresas.schemas';

/**
 * Load import by spreadsheet (02 §7 POST /carga-mongo/imports; multipart `file`, `?modo=preview|importar`
 * as the companies' import, ZImportQuery). The sheet 'Dados' (else the first) with these column names
 * (trimmed; compared without case or accents); one row = one load from its origin to its destination.
 * Required: Tipo de frete, Modalidade, Peso bruto (kg), Cidade/UF de origem, Data de coleta, Cidade/UF de
 * destino, Data de entrega. Codes may be given as the number or the pt-BR label ('FOB Dirigido',
 * 'Lotação', 'Litros', 'A combinar'); dates as date cells or 'dd/MM/aaaa [HH:mm]' in São Paulo time; numbers
 * as number cells or pt-BR text ('1.234,5'). Companies are named by the CNPJ of one of the company's
 * active companies; 'Transportadoras (CNPJ)' lists carrier CNPJs separated by ';' or ',' and makes the load
 * directed to them (restricted when empty); 'Característica' is the description of a load characteristic.
 * 'Número do documento' / 'Número da NF' / 'Chave da NF' give the load one document (the NF number is the
 * document number when the latter is empty).
 */
export const CARGA_IMPORT_COLUMNS = {
  codIdentificador: 'Código identificador',
  tipoFrete: 'Tipo de frete',
  modalidade: 'Modalidade',
  caracteristica: 'Característica',
  pesoBruto: 'Peso bruto (kg)',
  volume: 'Volume',
  volumeUnidade: 'Unidade de volume',
  acondicionamentoQtd: 'Quantidade',
  acondicionamento: 'Acondicionamento',
  valorCarga: 'Valor da carga',
  valorFrete: 'Valor do frete',
  valorTotalFrete: 'Valor total do frete',
  tipoTarifa: 'Tipo de tarifa',
  origemCnpj: 'CNPJ da origem',
  origemLocalidade: 'Local de origem',
  origemCidade: 'Cidade de origem',
  origemUf: 'UF de origem',
  dataColeta: 'Data de coleta',
  destinoCnpj: 'CNPJ do destino',
  destinoLocalidade: 'Local de destino',
  destinoCidade: 'Cidade de destino',
  destinoUf: 'UF de destino',
  dataEntrega: 'Data de entrega',
  transportadoras: 'Transportadoras (CNPJ)',
  contato: 'Contato',
  telefone: 'Telefone',
  email: 'E-mail',
  documentoNumero: 'Número do documento',
  numeroNf: 'Número da NF',
  chaveNf: 'Chave da NF',
} as const;
export type CargaImportField = keyof typeof CARGA_IMPORT_COLUMNS;

/** Most data rows one load import accepts (each row is registered in its own transaction). */
export const CARGA_IMPORT_MAX_ROWS = 1000;

/**
 * The import answer: the companies' import answer (modo, aba, total, validas, importadas, erros by row)
 * plus the loads created, each with its spreadsheet row. In preview nothing is written and `cargas` is empty.
 */
export const ZCargaImportResponse = ZImportResponse.extend({
  cargas: z.array(z.object({ linha: z.number().int(), id: z.string(), codigo: z.number().int() })),
});
export type TCargaImportResponse = z.infer<typeof ZCargaImportResponse>;

/**
 * The notifications of an import: the importer's at the end (channel INTEGRACAO) and the unit's other
 * users' (channel CARGA, like a registered load).
 */
export const cargaImportNotificacao = {
  titulo: 'Importação de cargas concluída',
  corpo: (importadas: number, total: number, comErros: number, aba: string) =>
    `${importadas} de ${total} linha(s) da aba "${aba}" importada(s) como cargas; ${comErros} linha(s) com erros.`,
  tituloUnidade: (importadas: number) =>
    importadas === 1 ? '1 carga importada de planilha' : `${importadas} cargas importadas de planilha`,
  corpoUnidade: (importadas: number, usuario: string) =>
    `${importadas === 1 ? '1 carga importada' : `${importadas} cargas importadas`} de planilha por ${usuario}.`,
};
