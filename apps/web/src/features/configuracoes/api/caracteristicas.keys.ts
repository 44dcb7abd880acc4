/** Query key root of the characteristic admin list. */
export const CARACTERISTICAS_KEY = ['configuracoes', 'caracteristicas'] as const;
