import type { TVeiculo, TVeiculoDocumentoRequestInput } from '@embarca/domain';
import { apiRequest } from '../../../../lib/api-client';
import { useInvalidatingMutation } from '../../../../lib/crud-mutations';
import { VEICULOS_KEY } from './veiculos.keys';

/** POST /api/frota/veiculos/{id}/documentos (with the attachment as a data URL). */
export const useCriarDocumento = () =>
  useInvalidatingMutation(VEICULOS_KEY, ({ id, body }: { id: string; body: TVeiculoDocumentoRequestInput }) =>
    apiRequest<{ message: string; veiculo: TVeiculo }>(`/frota/veiculos/${id}/documentos`, {
      method: 'POST',
      body,
    }),
  );

/** PUT /api/frota/veiculos/{id}/documentos/{documentoId} (a new attachment replaces the old; none keeps it). */
export const useAlterarDocumento = () =>
  useInvalidatingMutation(
    VEICULOS_KEY,
    ({ id, documentoId, body }: { id: string; documentoId: string; body: TVeiculoDocumentoRequestInput }) =>
      apiRequest<{ message: string; veiculo: TVeiculo }>(`/frota/veiculos/${id}/documentos/${documentoId}`, {
        method: 'PUT',
        body,
      }),
  );

/** DELETE /api/frota/veiculos/{id}/documentos/{documentoId}. */
export const useExcluirDocumento = () =>
  useInvalidatingMutation(VEICULOS_KEY, ({ id, documentoId }: { id: string; documentoId: string }) =>
    apiRequest<{ message: string }>(`/frota/veiculos/${id}/documentos/${documentoId}`, { method: 'DELETE' }),
  );

/** The attachment's download address (the API answers it with the session's bearer). */
export const arquivoDoDocumentoPath = (id: string, documentoId: string) =>
  `/frota/veiculos/${id}/documentos/${documentoId}/arquivo`;
