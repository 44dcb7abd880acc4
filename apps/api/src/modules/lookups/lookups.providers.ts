import type { TConsultaCnpjResponse, TEndereco } from '@embarca/domain';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import type { LookupsRepository } from './lookups.repository';

/**
 * Where CEP and CNPJ look-ups come from. By default the local tables (seeded with the demo addresses and
 * companies); with CEP_PROVIDER_URL / CNPJ_PROVIDER_URL set, an HTTP service whose URL template holds
 * `{cep}` / `{cnpj}` (e.g. `https://viacep.com.br/ws/{cep}/json/`, `https://brasilapi.com.br/api/cnpj/v1/{cnpj}`).
 */
export interface CepProvider {
  findCep(cep: string): Promise<TEndereco | undefined>;
}
export interface CnpjProvider {
  findCnpj(cnpj: string): Promise<TConsultaCnpjResponse | undefined>;
}

/** From `config.lookups` (config.ts); timeoutMs: milliseconds before an HTTP look-up gives up (503). */
export type LookupProviderConfig = AppConfig['lookups'];

export function createLocalCepProvider(repository: LookupsRepository): CepProvider {
  return { findCep: (cep) => repository.findCep(cep) };
}

export function createLocalCnpjProvider(repository: LookupsRepository): CnpjProvider {
  return { findCnpj: (cnpj) => repository.findCnpj(cnpj) };
}

type Json = Record<string, unknown>;
type Fetch = typeof fetch;

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const result = String(value).trim();
  return result === '' ? null : result;
}

function digits(value: unknown): string | null {
  const result = text(value)?.replace(/\D/g, '') ?? '';
  return result === '' ? null : result;
}

async function getJson(url: string, timeoutMs: number, fetchImpl: Fetch): Promise<Json | undefined> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', undefined, { cause: error });
  }
  if (response.status === 404 || response.status === 400) return undefined;
  if (!response.ok) throw new AppError('SERVICE_UNAVAILABLE');
  const body = (await response.json().catch(() => undefined)) as Json | undefined;
  if (!body || typeof body !== 'object' || body.erro === true || body.erro === 'true') return undefined;
  return body;
}

/** An HTTP CEP service; reads our field names or ViaCEP's (localidade, ibge). */
export function createHttpCepProvider(
  urlTemplate: string,
  timeoutMs: number,
  fetchImpl: Fetch = fetch,
): CepProvider {
  return {
    async findCep(cep) {
      const body = await getJson(urlTemplate.replace('{cep}', encodeURIComponent(cep)), timeoutMs, fetchImpl);
      const cidade = text(body?.cidade ?? body?.localidade ?? body?.city);
      const uf = text(body?.uf ?? body?.state);
      if (!body || !cidade || !uf) return undefined;
      const latitude = Number(body.latitude);
      const longitude = Number(body.longitude);
      return {
        cep,
        logradouro: text(body.logradouro ?? body.street),
        complemento: text(body.complemento),
        bairro: text(body.bairro ?? body.neighborhood),
        cidade,
        uf: uf.toUpperCase(),
        codigoIbge: digits(body.codigoIbge ?? body.ibge),
        latitude: Number.isFinite(latitude) && body.latitude !== undefined ? latitude : null,
        longitude: Number.isFinite(longitude) && body.longitude !== undefined ? longitude : null,
      };
    },
  };
}

/** An HTTP CNPJ service; reads our field names or BrasilAPI's (razao_social, municipio, …). */
export function createHttpCnpjProvider(
  urlTemplate: string,
  timeoutMs: number,
  fetchImpl: Fetch = fetch,
): CnpjProvider {
  return {
    async findCnpj(cnpj) {
      const body = await getJson(
        urlTemplate.replace('{cnpj}', encodeURIComponent(cnpj)),
        timeoutMs,
        fetchImpl,
      );
      const nome = text(body?.nome ?? body?.razao_social);
      if (!body || !nome) return undefined;
      return {
        cnpj,
        nome,
        nomeFantasia: text(body.nomeFantasia ?? body.nome_fantasia),
        telefone: digits(body.telefone ?? body.ddd_telefone_1),
        email: text(body.email)?.toLowerCase() ?? null,
        cep: digits(body.cep),
        logradouro: text(body.logradouro),
        numero: text(body.numero),
        complemento: text(body.complemento),
        bairro: text(body.bairro),
        cidade: text(body.cidade ?? body.municipio),
        uf: text(body.uf)?.toUpperCase() ?? null,
        codigoIbge: digits(body.codigoIbge ?? body.codigo_municipio_ibge),
      };
    },
  };
}

/** The providers the configuration asks for: HTTP when a URL is set, else the local tables. */
export function createLookupProviders(config: LookupProviderConfig, repository: LookupsRepository) {
  return {
    cep: config.cepProviderUrl
      ? createHttpCepProvider(config.cepProviderUrl, config.timeoutMs)
      : createLocalCepProvider(repository),
    cnpj: config.cnpjProviderUrl
      ? createHttpCnpjProvider(config.cnpjProviderUrl, config.timeoutMs)
      : createLocalCnpjProvider(repository),
  };
}
