import { ChannelType } from '@embarca/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ouvirNotificacoes } from '../notificacoes/notificacoes-ouvintes';
import { OFERECIMENTO_KEY } from './api/oferecimento.keys';

/**
 * While an offering screen is open, a notification of channel CARGA_OFERECIMENTO (an offer, an answer, an
 * award — to either side) makes the boards, the open load and the open offer read again; the queries also
 * refresh every 30 s in case the hub is down.
 */
export function useOferecimentoAoVivo() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      ouvirNotificacoes((notificacao) => {
        if (notificacao.channelType === ChannelType.CargaOferecimento)
          void queryClient.invalidateQueries({ queryKey: OFERECIMENTO_KEY });
      }),
    [queryClient],
  );
}
