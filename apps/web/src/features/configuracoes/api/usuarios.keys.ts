/** Query key root of the user admin list (invalidated after every change). */
export const USUARIOS_KEY = ['configuracoes', 'usuarios'] as const;
