/**
 * Shell settings from Vite's build-time environment (`VITE_…`, README "Configuração"). Empty means unset.
 */
function env(name: string): string | undefined {
  const value = (import.meta.env as Record<string, string | undefined>)[name];
  return value?.trim() ? value.trim() : undefined;
}

export const SHELL_ENV = {
  /** The support chat opened by the top bar's toggle; the button is hidden when unset. */
  supportChatUrl: env('VITE_SUPPORT_CHAT_URL'),
  /** 'production' (or 'producao') when the API this build talks to is production. */
  apiEnvironment: env('VITE_API_ENVIRONMENT'),
  /** "Ver todas as novidades" link of the what's-new panel. */
  novidadesUrl: env('VITE_NOVIDADES_URL') ?? 'https://embarca.com.br/novidades',
  /** Driver app stores (/app-frota). */
  playStoreUrl:
    env('VITE_APP_FROTA_PLAY_STORE_URL') ??
    'https://play.google.com/store/apps/details?id=br.com.embarca.frota',
  appStoreUrl:
    env('VITE_APP_FROTA_APP_STORE_URL') ?? 'https://apps.apple.com/br/app/embarca-frota/id0000000000',
} as const;
