import type { TNotificacao } from '@embarca/domain';
import { saveSessionToken } from '../../../lib/session';
import { makeTokenObject } from '../../../test/jwt.fixtures';

export const USER_ID = '6f1f3c2a-1111-4a7e-9c44-0a5b1c2d3e4f';

/** Signs in an administrator (or an operator) of a paid shipper company. */
export function signInAs(role: 'Administrador' | 'Operador' = 'Administrador'): string {
  const token = makeTokenObject({ sub: USER_ID, role, License: 1, TipoEmpresa: 3, OwnerId: 'owner-1' });
  saveSessionToken(token);
  return token.token;
}

export function notificacao(overrides: Partial<TNotificacao> = {}): TNotificacao {
  return {
    id: 'a0000000-0000-4000-8000-000000000001',
    title: 'Carga 123 em trânsito',
    body: '<p>A carga <b>123</b> saiu para entrega.</p>',
    severity: null,
    channelType: 'CARGA',
    channelCode: null,
    channelGroupId: null,
    eventId: 'c0000000-0000-4000-8000-000000000123',
    eventRouteId: null,
    dhNotificacao: '2026-03-10T13:45:00.000Z',
    tipo: 2,
    lida: false,
    ...overrides,
  };
}

/** A grouped list as GET /api/notificacoes answers (one group per notification). */
export function listOf(items: TNotificacao[], total = items.length) {
  return { items: items.map((item) => ({ channelGroupId: item.channelGroupId, items: [item] })), total };
}
