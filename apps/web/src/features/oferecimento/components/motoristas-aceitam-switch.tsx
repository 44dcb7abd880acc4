import '@mantine/core/styles/Switch.css';
import { PREFERENCIA_MOTORISTA_ACEITA_OFERTA, Role, type TPreferencia } from '@embarca/domain';
import { Switch } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notifyApiError } from '../../../lib/ui/notify';
import { useSession } from '../../../lib/use-session';
import { useSaveOwnerPreference } from '../../configuracoes/api/use-save-owner-preference';

const CHAVE = ['owner-preferences', PREFERENCIA_MOTORISTA_ACEITA_OFERTA] as const;

/**
 * The carrier's switch 'Motoristas podem aceitar ofertas' (owner preference MotoristaAceitaOferta, off by
 * default): on, its drivers see on /motorista the offers it receives and may accept one for it. Only an
 * Administrador changes it (the preferences API's rule); others see it read-only.
 */
export function MotoristasAceitamSwitch() {
  const administrador = useSession()?.claims.role === Role.Administrador;
  const queryClient = useQueryClient();
  const save = useSaveOwnerPreference();
  const atual = useQuery({
    queryKey: CHAVE,
    // Nothing stored answers `valor: null`: off.
    queryFn: async ({ signal }) =>
      (
        await apiRequest<TPreferencia>(
          `/owner-preferences/preferencia/${PREFERENCIA_MOTORISTA_ACEITA_OFERTA}`,
          {
            signal,
          },
        )
      ).valor === true,
  });
  return (
    <Switch
      label="Motoristas podem aceitar ofertas"
      description="Os seus motoristas veem as ofertas em /motorista e aceitam pela transportadora."
      checked={atual.data ?? false}
      disabled={!administrador || atual.isPending || save.isPending}
      onChange={async (event) => {
        const valor = event.currentTarget.checked;
        try {
          // PUT creates or replaces the preference.
          await save.mutateAsync({
            preferencia: { nome: PREFERENCIA_MOTORISTA_ACEITA_OFERTA, valor },
            exists: true,
          });
          queryClient.setQueryData(CHAVE, valor);
        } catch (error) {
          notifyApiError(error);
        }
      }}
    />
  );
}
