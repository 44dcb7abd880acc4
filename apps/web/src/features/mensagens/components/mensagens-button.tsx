import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/Tooltip.css';
import { formatBadgeCount, NOTIFICACOES, type TNotificacao } from '@embarca/domain';
import { ActionIcon, Group, Indicator, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessages, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { TOAST_CLOSE_PROPS } from '../../../lib/ui/notify';
import { NotificacaoBody } from '../../notificacoes/components/notificacao-body';
import { MENSAGENS_KEY, useNaoLidas } from '../api/mensagens-api';
import {
  deveAlertarMensagem,
  gravarSomMensagens,
  lerSomMensagens,
  MENSAGENS_PATH,
  rotuloBotaoMensagens,
} from '../mensagens.rules';
import { assinarNovasMensagens } from '../mensagens-eventos';

/** A short two-tone chime (Web Audio; nothing when the browser refuses it). */
function tocarSom(): void {
  try {
    const Contexto =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Contexto) return;
    const ctx = new Contexto();
    for (const [i, freq] of [880, 1320].entries()) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = freq;
      gain.gain.value = 0.08;
      osc.connect(gain).connect(ctx.destination);
      osc.start(ctx.currentTime + i * 0.15);
      osc.stop(ctx.currentTime + i * 0.15 + 0.12);
    }
    setTimeout(() => void ctx.close(), 600);
  } catch {
    // No sound: the alert is still on screen.
  }
}

/**
 * The top bar's messages button (01 §2, §4): the unread badge (99+), the sound toggle (stored in
 * localStorage, on unless 'false'; starts off) and, for each new driver message arriving through the
 * notification hub, the chat alert for 10 s unless the user is already on /mensagens.
 */
export function MensagensButton() {
  const naoLidas = useNaoLidas();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const [som, setSom] = useState(() => lerSomMensagens());
  const estado = useRef({ pathname: location.pathname, som });
  estado.current = { pathname: location.pathname, som };

  useEffect(
    () =>
      assinarNovasMensagens((notification: TNotificacao) => {
        void queryClient.invalidateQueries({ queryKey: MENSAGENS_KEY });
        if (estado.current.som) tocarSom();
        if (!deveAlertarMensagem(estado.current.pathname)) return;
        const destino = notification.eventId ? `${MENSAGENS_PATH}/${notification.eventId}` : MENSAGENS_PATH;
        notifications.show({
          id: `mensagem-${notification.id}`,
          title: notification.title,
          message: (
            <button
              type="button"
              onClick={() => {
                notifications.hide(`mensagem-${notification.id}`);
                void navigate(destino);
              }}
              style={{ all: 'unset', cursor: 'pointer' }}
            >
              <NotificacaoBody html={notification.body} lineClamp={3} />
            </button>
          ),
          color: 'teal',
          autoClose: NOTIFICACOES.chatAlertMs,
          withAutoCloseProgress: true,
          withBorder: true,
          ...TOAST_CLOSE_PROPS,
        });
      }),
    [queryClient, navigate],
  );

  const badge = formatBadgeCount(naoLidas.data?.total);
  const alternarSom = () => {
    gravarSomMensagens(!som);
    setSom(!som);
  };

  return (
    <Group gap={2} wrap="nowrap">
      <Indicator
        disabled={badge === ''}
        label={badge}
        size={18}
        offset={6}
        color="red.8"
        styles={{ indicator: { fontSize: 11, fontWeight: 700, paddingInline: 4 } }}
      >
        <Tooltip label="Mensagens" openDelay={50}>
          <ActionIcon
            component={Link}
            to={MENSAGENS_PATH}
            variant="subtle"
            color="gray.8"
            size="lg"
            aria-label={rotuloBotaoMensagens(badge)}
          >
            <IconMessages size={20} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      </Indicator>
      <Tooltip label={som ? 'Desligar som das mensagens' : 'Ligar som das mensagens'} openDelay={50}>
        <ActionIcon
          variant="subtle"
          color="gray.8"
          size="md"
          aria-label="Som das mensagens"
          aria-pressed={som}
          onClick={alternarSom}
          visibleFrom="xs"
        >
          {som ? <IconVolume size={16} aria-hidden="true" /> : <IconVolumeOff size={16} aria-hidden="true" />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
