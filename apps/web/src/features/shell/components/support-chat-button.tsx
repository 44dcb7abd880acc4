import '@mantine/core/styles/ActionIcon.css';
import { MESSAGES } from '@embarca/domain';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useRef } from 'react';
import { notifyFailure } from '../../../lib/ui/notify';
import { SHELL_ENV } from '../shell-env';

const POPUP_FEATURES = 'popup=yes,width=420,height=640';

export interface SupportChatButtonProps {
  /** The chat's address; the button is not shown without one. */
  url?: string;
}

/**
 * The top bar's support chat toggle (01 §2): opens the configured chat in a pop-up, closes it on the next
 * click; a blocked pop-up shows 'Pop-up bloqueado…'.
 */
export function SupportChatButton({ url = SHELL_ENV.supportChatUrl }: SupportChatButtonProps) {
  const popup = useRef<Window | null>(null);
  if (!url) return null;

  const toggle = () => {
    if (popup.current && !popup.current.closed) {
      popup.current.close();
      popup.current = null;
      return;
    }
    const opened = window.open(url, 'embarca-suporte', POPUP_FEATURES);
    if (!opened) {
      notifyFailure(MESSAGES.popupBlocked);
      return;
    }
    popup.current = opened;
  };

  return (
    <Tooltip label="Chat de suporte" openDelay={50}>
      <ActionIcon variant="subtle" color="gray.8" size="lg" aria-label="Chat de suporte" onClick={toggle}>
        <IconHeadset size={20} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  );
}
