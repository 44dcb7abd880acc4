import { TIPO_NOTIFICACAO_COLORS } from './notificacoes.enums';
import { formatBadgeCount, shouldRetryHub } from './notificacoes.rules';

describe('notifications', () => {
  it('caps the badge at 99+', () => {
    expect(formatBadgeCount(0)).toBe('');
    expect(formatBadgeCount(7)).toBe('7');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
  });

  it('retries the hub at most 10 times unless deliberately disconnecting', () => {
    expect(shouldRetryHub(10, false)).toBe(true);
    expect(shouldRetryHub(11, false)).toBe(false);
    expect(shouldRetryHub(1, true)).toBe(false);
  });

  it('maps tipo to colours', () => {
    expect(TIPO_NOTIFICACAO_COLORS).toEqual({ 1: 'yellow', 2: 'green', 3: 'blue' });
  });
});
