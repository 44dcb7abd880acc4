export const OWNER_PREFERENCES_KEY = ['configuracoes', 'owner-preferences'] as const;

/** Name of the company's notification preference (the drawer `configuracoes/owner-preferences?p=9`). */
export const NOTIFICATION_PREFERENCE_NAME = 'PreferenciasNotificacao';
