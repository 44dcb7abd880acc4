import { FORMACAO_API, FORMACAO_KEY } from '../../formar-cargas/api/formar-cargas.keys';

/** The saved route plans (list and each plan). */
export const PLANOS_ROTA_KEY = [...FORMACAO_KEY, 'roteirizador', 'planos'] as const;

/** The API's prefix for the route planner. */
export const ROTEIRIZADOR_API = `${FORMACAO_API}/roteirizador`;
