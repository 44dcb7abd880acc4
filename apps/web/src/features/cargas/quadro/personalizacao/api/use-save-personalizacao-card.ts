import { PERSONALIZACAO_CARD_CARGA, type TPersonalizacaoCardCarga } from '@embarca/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useSaveOwnerPreference } from '../../../../configuracoes/api/use-save-owner-preference';
import { PERSONALIZACAO_CARD_KEY } from '../../../api/cargas.keys';

/**
 * Saves the card layout as the owner preference 'PersonalizacaoCardCarga' through the settings' own
 * hook (PUT /api/owner-preferences, which creates or replaces it and refreshes the owner-preferences
 * list); then the board's layout query is refreshed, starting from the saved value.
 */
export function useSavePersonalizacaoCard() {
  const queryClient = useQueryClient();
  const save = useSaveOwnerPreference();
  const salvar = async (valor: TPersonalizacaoCardCarga) => {
    await save.mutateAsync({ preferencia: { nome: PERSONALIZACAO_CARD_CARGA, valor }, exists: true });
    queryClient.setQueryData(PERSONALIZACAO_CARD_KEY, valor);
    await queryClient.invalidateQueries({ queryKey: PERSONALIZACAO_CARD_KEY });
  };
  return { salvar, isPending: save.isPending };
}
