import { z } from 'zod';

/**
 * The loads board's real-time hub `/hubs/cargashub?access_token=<JWT>` (02 §4 "Real-time board", §7).
 * Protocol (JSON text frames), the same shape as the notifications hub:
 * - client → `{"type":"join","empresaId":"<owner id>"}` (the company id; another company's id → error);
 *   server → `{"type":"joined"}`;
 * - server → `{"type":"CargaPronta","cargaId"}` ('load ready': the client re-fetches GET
 *   /api/carga-mongo/{id}; 404 → remove the card), `{"type":"CargaDesativada","cargaId"}` ('load
 *   deactivated': remove it) and `{"type":"AtualizarQuadro"}` (many loads changed at once: re-read the board;
 *   sent only to connections that asked for it with POST /cargashub/subscribe_refresh);
 * - anything else → `{"type":"error","message"}`.
 * A joined connection receives the events of its company's loads in the business units it subscribed to
 * (POST /api/cargashub/subscribe/{unidadeId}, unsubscribe/{unidadeId}); right after join it is subscribed
 * to every unit the user may access. Carriers receive the events of loads directed to / hired by them.
 */
export const CARGAS_HUB_PATH = '/hubs/cargashub';

export const ZCargasHubClientMessage = z.object({ type: z.literal('join'), empresaId: z.string() });
export type TCargasHubClientMessage = z.infer<typeof ZCargasHubClientMessage>;

export const ZCargasHubMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('joined') }),
  z.object({ type: z.literal('CargaPronta'), cargaId: z.string() }),
  z.object({ type: z.literal('CargaDesativada'), cargaId: z.string() }),
  z.object({ type: z.literal('AtualizarQuadro') }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type TCargasHubMessage = z.infer<typeof ZCargasHubMessage>;

/** Hub connection status shown on the board (02 §4). */
export const HubStatus = { Connecting: 'connecting', Online: 'online', Offline: 'offline' } as const;
export type THubStatus = (typeof HubStatus)[keyof typeof HubStatus];
export const HUB_STATUS_LABELS: Record<THubStatus, string> = {
  connecting: 'Conectando…',
  online: 'Tempo real ativo',
  offline: 'Sem conexão em tempo real',
};
