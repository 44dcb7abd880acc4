/** Query key root of the company admin list (invalidated after every change). */
export const EMPRESAS_KEY = ['configuracoes', 'empresas'] as const;
