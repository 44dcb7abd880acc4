import { ChannelType, type TChannelType } from '@embarca/domain';

/** The company's notification preference: which channels notify its users. */
export interface TNotificationPreference {
  canais: Record<TChannelType, boolean>;
}

export const ALL_CHANNELS: readonly TChannelType[] = Object.values(ChannelType);

/** The stored value read leniently: unknown or missing channels are on. */
export function readNotificationPreference(valor: unknown): TNotificationPreference {
  const stored =
    valor !== null &&
    typeof valor === 'object' &&
    'canais' in valor &&
    typeof valor.canais === 'object' &&
    valor.canais
      ? (valor.canais as Record<string, unknown>)
      : {};
  const canais = {} as Record<TChannelType, boolean>;
  for (const channel of ALL_CHANNELS) canais[channel] = stored[channel] !== false;
  return { canais };
}
