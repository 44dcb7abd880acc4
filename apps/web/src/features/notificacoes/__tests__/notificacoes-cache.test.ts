import { describe, expect, it } from 'vitest';
import { prependNotificacao } from '../notificacoes-cache';
import { listOf, notificacao } from './fixtures';

const GROUP = 'b0000000-0000-4000-8000-0000000000aa';
const a = notificacao({ id: 'a0000000-0000-4000-8000-00000000000a', title: 'A' });
const b = notificacao({ id: 'a0000000-0000-4000-8000-00000000000b', title: 'B', channelGroupId: GROUP });

describe('prependNotificacao', () => {
  it('puts a notification without a group first, as a group of its own', () => {
    const arrived = notificacao({ id: 'a0000000-0000-4000-8000-00000000000c', title: 'C' });
    const next = prependNotificacao(listOf([a, b]), arrived);
    expect(next?.items.map((group) => group.items.map((item) => item.title))).toEqual([['C'], ['A'], ['B']]);
    expect(next?.total).toBe(3);
  });

  it('moves the group of its channelGroupId to the top with it first', () => {
    const arrived = notificacao({
      id: 'a0000000-0000-4000-8000-00000000000d',
      title: 'D',
      channelGroupId: GROUP,
    });
    const next = prependNotificacao(listOf([a, b]), arrived);
    expect(next?.items.map((group) => group.items.map((item) => item.title))).toEqual([['D', 'B'], ['A']]);
    expect(next?.items[0]?.channelGroupId).toBe(GROUP);
  });

  it('ignores a notification already listed, and does nothing without a cached list', () => {
    const list = listOf([a]);
    expect(prependNotificacao(list, a)).toBe(list);
    expect(prependNotificacao(undefined, a)).toBeUndefined();
  });
});
