import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { recordPageErrors } from '../support/app-actions';
import { signIn } from '../support/auth-actions';
import { callApiFromPage, openBoard } from '../support/quadro-actions';

/*
 * Notifications in real time (issue 4, 01 §4): an event creates a notification that reaches another
 * signed-in browser live. The event is the administrator's test notification (POST /api/notificacoes/teste,
 * sent to the administrator who calls it; the web app has no button for it, so browser A calls it with
 * its own session). Browser B is the same administrator in another session: its bell and a toast show it.
 */
const ADMIN = 'admin@embarcador.demo';
const TITLE = 'Notificação de teste';
const LIVE_TIMEOUT = 5_000;

/**
 * Follows `page`'s notification hub connections (`/hubs/usernotificationhub`). `joined()` waits until the
 * newest one has joined and received its first summary, and gives that summary's unread count.
 */
function watchNotificationHub(page: Page): { joined: () => Promise<number> } {
  let latest: { closed: boolean; unread: number | null } | null = null;
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/hubs/usernotificationhub')) return;
    const connection = { closed: false, unread: null as number | null };
    latest = connection;
    socket.on('close', () => {
      connection.closed = true;
    });
    socket.on('framereceived', (frame) => {
      const message = JSON.parse(String(frame.payload)) as { type?: string; summary?: { unread: number } };
      if (message.type === 'SummaryNotifications' && connection.unread === null) {
        connection.unread = message.summary?.unread ?? 0;
      }
    });
  });
  const unread = () => {
    const connection = latest as { closed: boolean; unread: number | null } | null;
    return connection && !connection.closed ? connection.unread : null;
  };
  return {
    joined: async () => {
      await expect.poll(unread, { timeout: 15_000 }).not.toBeNull();
      return unread() ?? 0;
    },
  };
}

/** The bell's accessible name with its badge ('Notificações (3 não lidas)'; none when 0). */
function bellLabel(unread: number): string {
  return unread === 0
    ? 'Notificações'
    : `Notificações (${unread} ${unread === 1 ? 'não lida' : 'não lidas'})`;
}

/** Resolves with the instant (ms since the epoch) `text` first shows on `page`, watched every frame. */
function whenTextShows(page: Page, text: string): Promise<number> {
  return page.evaluate(
    ({ text, timeoutMs }) =>
      new Promise<number>((resolve, reject) => {
        const deadline = Date.now() + timeoutMs;
        const look = () => {
          if (document.body.innerText.includes(text)) resolve(Date.now());
          else if (Date.now() > deadline) reject(new Error(`"${text}" não apareceu.`));
          else requestAnimationFrame(look);
        };
        look();
      }),
    { text, timeoutMs: LIVE_TIMEOUT + 5_000 },
  );
}

test('uma notificação criada num navegador aparece ao vivo (sino e aviso) em outro navegador conectado', async ({
  page,
  browser,
}) => {
  const errorsA = recordPageErrors(page);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/#\/home/);
  const contextB = await browser.newContext();
  const other = await contextB.newPage();
  const errorsB = recordPageErrors(other);
  let createdId: string | null = null;
  try {
    const hub = watchNotificationHub(other);
    await signIn(other, ADMIN);
    await expect(other).toHaveURL(/#\/home/);
    await openBoard(other);
    await expectNoSeriousA11yViolations(other);
    // B is connected: its hub joined and the bell shows the summary it was sent.
    const before = await hub.joined();
    await expect(other.getByRole('button', { name: bellLabel(before), exact: true })).toBeVisible();
    await expect(other.getByText(TITLE)).toHaveCount(0);
    await other.evaluate(() => {
      (window as unknown as { semRecarregar: boolean }).semRecarregar = true;
    });

    // Browser A: the event.
    const shown = whenTextShows(other, TITLE);
    const sentAt = Date.now();
    const sent = await callApiFromPage<{ enviada: boolean; id: string | null }>(
      page,
      'POST',
      '/notificacoes/teste',
      {},
    );
    expect(sent.status).toBe(200);
    expect(sent.body.enviada).toBe(true);
    createdId = sent.body.id;

    // Browser B, without reloading: a toast at the bottom and one more unread in the bell.
    const toast = other.getByRole('alert').filter({ hasText: TITLE });
    await expect(toast).toBeVisible({ timeout: LIVE_TIMEOUT });
    await expect(toast).toContainText('As notificações estão funcionando.');
    await expect(other.getByRole('button', { name: bellLabel(before + 1), exact: true })).toBeVisible({
      timeout: LIVE_TIMEOUT,
    });
    console.log(`[tempo real] notificação no navegador B ${(await shown) - sentAt} ms após o envio do POST`);
    await expectNoSeriousA11yViolations(other);

    // Browser B's panel lists it.
    await other.getByRole('button', { name: bellLabel(before + 1), exact: true }).click();
    const panel = other.getByRole('region', { name: 'Painel de notificações' });
    await expect(panel.getByText(TITLE).first()).toBeVisible();
    expect(await other.evaluate(() => (window as unknown as { semRecarregar?: boolean }).semRecarregar)).toBe(
      true,
    );
    // The test notification goes away: the administrator's notifications are as the demo data has them.
    const deleted = await callApiFromPage(page, 'DELETE', `/notificacoes?id=${createdId}`);
    expect(deleted.status).toBe(204);
    createdId = null;
    expect(errorsA, 'erros de JavaScript no navegador A').toEqual([]);
    expect(errorsB, 'erros de JavaScript no navegador B').toEqual([]);
  } finally {
    // After a failure too.
    if (createdId)
      await callApiFromPage(page, 'DELETE', `/notificacoes?id=${createdId}`).catch(() => undefined);
    await contextB.close();
  }
});
