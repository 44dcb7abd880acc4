import type { TAlterarSenhaRequest } from '@embarca/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/usuario/alterarSenha {senhaAtual, novaSenha, confirmacaoSenha}. */
export function useAlterarSenha() {
  return useMutation({
    mutationFn: (body: TAlterarSenhaRequest) =>
      apiRequest<unknown>('/usuario/alterarSenha', { method: 'POST', body }),
  });
}
