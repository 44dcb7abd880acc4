import type { TPedidoImportacaoResposta } from '@embarca/domain';
import { useInvalidatingMutation } from '../../../../lib/crud-mutations';
import { uploadFile } from '../../../configuracoes/api/upload-file';
import { FORMACAO_KEY, PEDIDO_API } from './pedidos.keys';

/**
 * POST /api/formacao/pedido/xlsx?confirmar=false (multipart `file`): every row read with its errors and
 * whether its coordinates will be the municipality's seat; nothing written.
 */
export const previaDaImportacaoDePedidos = (arquivo: File) =>
  uploadFile<TPedidoImportacaoResposta>(`${PEDIDO_API}/xlsx?confirmar=false`, arquivo);

/** POST /api/formacao/pedido/xlsx?confirmar=true: all or nothing (400 { message, messages } with any bad row). */
export const useImportarPedidos = () =>
  useInvalidatingMutation(FORMACAO_KEY, (arquivo: File) =>
    uploadFile<TPedidoImportacaoResposta>(`${PEDIDO_API}/xlsx?confirmar=true`, arquivo),
  );
