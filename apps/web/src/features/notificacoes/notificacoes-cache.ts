import type { TNotificacao, TNotificacaoList } from '@embarca/domain';

/**
 * The panel list with a notification pushed by the hub placed first, grouped as the server groups a page
 * (its channelGroupId's group moves to the top with it). A notification already listed changes nothing;
 * no list cached yet → undefined (the panel reads the server when it opens).
 */
export function prependNotificacao(
  list: TNotificacaoList | undefined,
  notification: TNotificacao,
): TNotificacaoList | undefined {
  if (!list) return undefined;
  if (list.items.some((group) => group.items.some((item) => item.id === notification.id))) return list;
  const key = notification.channelGroupId;
  const existing = key ? list.items.find((group) => group.channelGroupId === key) : undefined;
  const rest = existing ? list.items.filter((group) => group !== existing) : list.items;
  const first = { channelGroupId: key, items: [notification, ...(existing?.items ?? [])] };
  return { items: [first, ...rest], total: list.total + 1 };
}

/** Every notification of a grouped list, in order. */
export function flattenNotificacoes(list: TNotificacaoList | undefined): TNotificacao[] {
  return list ? list.items.flatMap((group) => group.items) : [];
}
