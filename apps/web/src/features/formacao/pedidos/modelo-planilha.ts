import { PEDIDO_IMPORT_COLUMNS, PEDIDO_IMPORT_EXEMPLO, type PedidoImportField } from '@embarca/domain';
import { salvarBlob } from '../../cargas/anexos/arquivo';

export const NOME_MODELO_PEDIDOS = 'modelo-pedidos.xlsx';
export const ABA_MODELO_PEDIDOS = 'Dados';

const CAMPOS = Object.keys(PEDIDO_IMPORT_COLUMNS) as PedidoImportField[];

/** The template's rows: the header (the import's column names, bold) and the example row. */
export function linhasDoModelo() {
  return [
    CAMPOS.map((campo) => ({
      value: PEDIDO_IMPORT_COLUMNS[campo],
      type: String,
      fontWeight: 'bold' as const,
    })),
    CAMPOS.map((campo) => PEDIDO_IMPORT_EXEMPLO[campo] ?? null),
  ];
}

/**
 * 'Baixar modelo': the orders sheet's template (.xlsx, sheet 'Dados') built here with write-excel-file, loaded
 * on the first download (not part of the page's chunk).
 */
export async function baixarModeloDePedidos(): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const blob = await writeXlsxFile(linhasDoModelo(), {
    sheet: ABA_MODELO_PEDIDOS,
    columns: CAMPOS.map(() => ({ width: 18 })),
  }).toBlob();
  salvarBlob(blob, NOME_MODELO_PEDIDOS);
}
