import type { TMotoristaEntrarResponse } from '@embarca/domain';
import { apiRequest } from '../../../../lib/api-client';

/**
 * The driver's session on this device (issue 18): the token of the driver audience and who it is, kept in
 * localStorage until it expires or the driver signs out. Separate from the users' session (lib/session):
 * a driver never gets a user's token, and the calls go without the users' session rules.
 */
const CHAVE = 'embarca.motorista.sessao';

export type TSessaoMotorista = TMotoristaEntrarResponse;

export function lerSessaoMotorista(now: Date = new Date()): TSessaoMotorista | null {
  try {
    const raw = localStorage.getItem(CHAVE);
    if (!raw) return null;
    const sessao = JSON.parse(raw) as TSessaoMotorista;
    if (!sessao.token || new Date(sessao.expiraEm).getTime() <= now.getTime()) {
      localStorage.removeItem(CHAVE);
      return null;
    }
    return sessao;
  } catch {
    return null;
  }
}

export function guardarSessaoMotorista(sessao: TSessaoMotorista): void {
  localStorage.setItem(CHAVE, JSON.stringify(sessao));
}

export function encerrarSessaoMotorista(): void {
  localStorage.removeItem(CHAVE);
}

/** A call of the driver API: anonymous for the users' rules, with the driver's bearer when signed in. */
export function motoristaRequest<T>(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; token?: string; signal?: AbortSignal } = {},
): Promise<T> {
  return apiRequest<T>(`/motorista${path}`, {
    anonymous: true,
    ...(options.method ? { method: options.method } : {}),
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.token ? { headers: { Authorization: `Bearer ${options.token}` } } : {}),
  });
}
