import { MESSAGES } from '@embarca/domain';
import { describe, expect, it, vi } from 'vitest';
import { makeTokenObject } from '../../test/jwt.fixtures';
import { ApiError, apiRequest } from '../api-client';
import { describeApiError } from '../api-error-handler';
import { BUSINESS_UNIT_STORAGE_KEYS } from '../business-unit.storage';
import { saveSessionToken } from '../session';

describe('apiRequest', () => {
  it('sends the session headers and JSON, and returns the JSON answer', async () => {
    const token = makeTokenObject({ role: 'Operador' });
    saveSessionToken(token);
    localStorage.setItem(BUSINESS_UNIT_STORAGE_KEYS.selectedUnit, 'unit-1');
    localStorage.setItem(BUSINESS_UNIT_STORAGE_KEYS.filter, 'unit-1,unit-2');
    localStorage.setItem(BUSINESS_UNIT_STORAGE_KEYS.filterStatus, 'true');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/carga-mongo/1', { method: 'PUT', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/carga-mongo/1');
    expect(init.headers).toMatchObject({
      Authorization: `Bearer ${token.token}`,
      BusinessUnitId: 'unit-1',
      BusinessUnitFilter: 'unit-1,unit-2',
      'Content-Type': 'application/json',
    });
    expect(init.body).toBe('{"a":1}');
  });

  it('omits the filter header where no page turned the filter on (status never stored)', async () => {
    localStorage.setItem(BUSINESS_UNIT_STORAGE_KEYS.selectedUnit, 'unit-1');
    localStorage.setItem(BUSINESS_UNIT_STORAGE_KEYS.filter, 'unit-1,unit-2');
    const fetchMock = vi.fn(async () => new Response(''));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/x');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ BusinessUnitId: 'unit-1' });
    expect(init.headers).not.toHaveProperty('BusinessUnitFilter');
  });

  it('omits the filter header when the filter is switched off', async () => {
    localStorage.setItem(BUSINESS_UNIT_STORAGE_KEYS.filter, 'unit-1');
    localStorage.setItem(BUSINESS_UNIT_STORAGE_KEYS.filterStatus, 'false');
    const fetchMock = vi.fn(async () => new Response(''));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/x');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('BusinessUnitFilter');
  });

  it('throws ApiError from the { message, messages } shape', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ message: 'a', messages: ['a', 'b'] }), { status: 400 }),
      ),
    );
    const error = await apiRequest('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'a', messages: ['a', 'b'] });
  });
});

describe('describeApiError (01 §8 generic handler)', () => {
  it('maps 404, 500 and 503 to the catalogue texts and colours', () => {
    expect(describeApiError(new ApiError(404, 'x'))).toEqual({ message: MESSAGES.notFound, color: 'red' });
    expect(describeApiError(new ApiError(500, 'x'))).toEqual({
      message: MESSAGES.serverError,
      color: 'yellow',
    });
    expect(describeApiError(new ApiError(503, 'x'))).toEqual({
      message: MESSAGES.serviceUnavailable,
      color: 'red',
    });
  });

  it("joins the messages with commas, otherwise shows the error's message", () => {
    expect(
      describeApiError(new ApiError(400, 'a', ['Placa é obrigatório!', 'Formato inválido.'])).message,
    ).toBe('Placa é obrigatório!, Formato inválido.');
    expect(describeApiError(new ApiError(409, 'Conflito'))).toEqual({ message: 'Conflito', color: 'yellow' });
  });
});
