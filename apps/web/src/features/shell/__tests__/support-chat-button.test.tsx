import { MESSAGES } from '@embarca/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-app';
import { SupportChatButton } from '../components/support-chat-button';

describe('SupportChatButton', () => {
  it('is hidden when no chat URL is configured', () => {
    renderRoutes([{ path: '/home', element: <SupportChatButton url={undefined} /> }], '/home');
    expect(screen.queryByRole('button', { name: 'Chat de suporte' })).toBeNull();
  });

  it('opens the chat in a pop-up and closes it on the next click', () => {
    const popup = { closed: false, close: vi.fn() };
    const open = vi.fn(() => popup);
    vi.stubGlobal('open', open);
    renderRoutes(
      [{ path: '/home', element: <SupportChatButton url="https://chat.embarca.demo" /> }],
      '/home',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Chat de suporte' }));
    expect(open).toHaveBeenCalledWith(
      'https://chat.embarca.demo',
      'embarca-suporte',
      expect.stringContaining('popup'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Chat de suporte' }));
    expect(popup.close).toHaveBeenCalledTimes(1);
  });

  it("says 'Pop-up bloqueado…' when the browser blocks the pop-up", async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    renderRoutes(
      [{ path: '/home', element: <SupportChatButton url="https://chat.embarca.demo" /> }],
      '/home',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Chat de suporte' }));
    expect(await screen.findByText(MESSAGES.popupBlocked)).toBeTruthy();
  });
});
