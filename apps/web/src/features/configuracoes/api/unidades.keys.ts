/** Query keys of the business-unit admin list (invalidated after every change). */
export const UNIDADES_KEY = ['configuracoes', 'unidades-negocio'] as const;
