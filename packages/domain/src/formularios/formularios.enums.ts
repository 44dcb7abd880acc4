import { zEnumCode } from '../shared/enum';

/** Dynamic form value types (02 §3), as the spec names them. */
export const TipoValorFormulario = {
  Texto: 'texto',
  LeitorDeCodigo: 'leitorDeCodigo',
  Seletor: 'seletor',
  Data: 'data',
  DataHora: 'dataHora',
  Inteiro: 'inteiro',
  Decimal: 'decimal',
  Percentual: 'percentual',
  Dinheiro: 'dinheiro',
  Anexo: 'anexo',
} as const;
export type TTipoValorFormulario = (typeof TipoValorFormulario)[keyof typeof TipoValorFormulario];
export const ZTipoValorFormulario = zEnumCode(TipoValorFormulario);
export const TIPO_VALOR_FORMULARIO_LABELS: Record<TTipoValorFormulario, string> = {
  texto: 'Texto',
  leitorDeCodigo: 'Leitor de código',
  seletor: 'Seletor',
  data: 'Data',
  dataHora: 'Data e hora',
  inteiro: 'Inteiro',
  decimal: 'Decimal',
  percentual: 'Percentual',
  dinheiro: 'Dinheiro',
  anexo: 'Anexo',
};
