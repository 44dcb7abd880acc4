/** Query key root of the drivers' list (invalidated after every change). */
export const MOTORISTAS_KEY = ['frota', 'motoristas'] as const;
