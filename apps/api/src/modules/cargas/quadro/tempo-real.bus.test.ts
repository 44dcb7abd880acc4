import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_NOTIFY_PAYLOAD_BYTES } from '../../../lib/pg-channel-bus';
import { parsePayload, toPayloads } from './tempo-real.bus';
import { toCargaMessage } from './tempo-real.service';

const id = () => crypto.randomUUID();

describe('cargas hub bus payloads', () => {
  it('splits a load directed to many carriers into NOTIFY-sized payloads, shipper fields in the first only', () => {
    const carriers = Array.from({ length: 400 }, id);
    const message = toCargaMessage('CargaPronta', {
      cargaId: id(),
      ownerId: id(),
      unidadeNegocioId: id(),
      contratacaoOwnerId: id(),
      transportadoraOwnerIds: carriers,
    });
    const payloads = toPayloads(message);
    expect(payloads).toHaveLength(3);
    for (const payload of payloads) {
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_NOTIFY_PAYLOAD_BYTES);
    }
    const parsed = payloads.map(parsePayload);
    expect(parsed[0]).toMatchObject({ ownerId: message.kind === 'carga' && message.ownerId });
    expect(
      parsed.slice(1).every((m) => m?.kind === 'carga' && m.ownerId === null && !m.contratacaoOwnerId),
    ).toBe(true);
    const delivered = parsed.flatMap((m) => (m?.kind === 'carga' ? m.transportadoraOwnerIds : []));
    expect(delivered).toEqual(carriers);
  });

  it('keeps the shipper and the hired carrier out of the carrier list (their unit rules apply), lower-cased', () => {
    const ownerId = id();
    const hired = id();
    const offered = id();
    const message = toCargaMessage('CargaDesativada', {
      cargaId: 'ABC',
      ownerId: ownerId.toUpperCase(),
      unidadeNegocioId: 'UNIDADE',
      contratacaoOwnerId: hired,
      transportadoraOwnerIds: [hired, offered, offered.toUpperCase(), ownerId],
    });
    expect(message).toEqual({
      kind: 'carga',
      type: 'CargaDesativada',
      cargaId: 'abc',
      ownerId,
      unidadeNegocioId: 'unidade',
      contratacaoOwnerId: hired,
      contratacaoUnidadeNegocioId: null,
      transportadoraOwnerIds: [offered],
    });
  });

  it('ignores malformed payloads', () => {
    for (const payload of [
      '',
      'x',
      'null',
      '{"kind":"carga"}',
      '{"kind":"unidade","userId":"u"}',
      '{"kind":"?"}',
    ]) {
      expect(parsePayload(payload)).toBeNull();
    }
  });
});
