import { formatDateTime, OFERECIMENTO_MESSAGES, SituacaoOfertaCarga } from '@embarca/domain';
import { describe, expect, it } from 'vitest';
import { acoesDaOferta, prazoExibido } from '../oferecimento-web.rules';
import { oferta } from './oferecimento-fixtures';

const agora = new Date('2026-11-26T12:00:00Z');
const { Ofertada, Contraproposta, Contratada, Recusada, Cancelada, Expirada } = SituacaoOfertaCarga;

const somente = (acoes: ReturnType<typeof acoesDaOferta>) =>
  (['aceitar', 'contrapropor', 'recusar', 'desistir', 'cancelar'] as const).filter((acao) => acoes[acao]);

describe('the actions of an offer by its turn', () => {
  it('gives the shipper accept, counter-propose and refuse on a counter-proposal, cancel on any open offer', () => {
    const contraproposta = oferta({ situacao: Contraproposta, valorProposto: '6800.00' });
    expect(somente(acoesDaOferta(contraproposta, 'embarcador', agora))).toEqual([
      'aceitar',
      'contrapropor',
      'recusar',
      'cancelar',
    ]);
    // The carrier's turn: the shipper only withdraws the offer.
    const acoes = acoesDaOferta(oferta({ situacao: Ofertada }), 'embarcador', agora);
    expect(somente(acoes)).toEqual(['cancelar']);
    expect(acoes.motivo).toBe(OFERECIMENTO_MESSAGES.foraDaVez);
  });

  it('gives the carrier accept at the value, counter-propose and refuse on its turn, withdraw while waiting', () => {
    expect(somente(acoesDaOferta(oferta({ situacao: Ofertada }), 'transportadora', agora))).toEqual([
      'aceitar',
      'contrapropor',
      'recusar',
    ]);
    expect(
      somente(
        acoesDaOferta(
          oferta({ situacao: Contraproposta, valorProposto: '7000.00' }),
          'transportadora',
          agora,
        ),
      ),
    ).toEqual(['desistir']);
  });

  it('offers no accept without a value to accept', () => {
    const acoes = acoesDaOferta(oferta({ situacao: Ofertada, valorAlvo: null }), 'transportadora', agora);
    expect(somente(acoes)).toEqual(['contrapropor', 'recusar']);
  });

  it('closes everything on a closed offer and answers nothing past the deadline', () => {
    for (const situacao of [Contratada, Recusada, Cancelada, Expirada]) {
      for (const lado of ['embarcador', 'transportadora'] as const) {
        const acoes = acoesDaOferta(oferta({ situacao }), lado, agora);
        expect(somente(acoes)).toEqual([]);
        expect(acoes.motivo).toBe(OFERECIMENTO_MESSAGES.ofertaEncerrada);
      }
    }
    const vencida = oferta({ situacao: Ofertada, prazoResposta: '2026-11-26T11:59:00Z' });
    expect(somente(acoesDaOferta(vencida, 'transportadora', agora))).toEqual([]);
    expect(acoesDaOferta(vencida, 'transportadora', agora).motivo).toBe(OFERECIMENTO_MESSAGES.prazoEncerrado);
    // The shipper may still withdraw an open offer whose deadline passed (the sweep has not run yet).
    expect(somente(acoesDaOferta(vencida, 'embarcador', agora))).toEqual(['cancelar']);
  });
});

describe('the deadline as shown', () => {
  it('is relative and absolute, red under an hour, passed after', () => {
    expect(prazoExibido('2026-11-26T12:45:00Z', formatDateTime, agora)).toEqual({
      relativo: 'em 45 min',
      absoluto: '26/11/2026 09:45',
      urgente: true,
      vencido: false,
    });
    expect(prazoExibido('2026-11-26T15:10:00Z', formatDateTime, agora)).toMatchObject({
      relativo: 'em 3 h 10 min',
      urgente: false,
    });
    expect(prazoExibido('2026-11-30T12:00:00Z', formatDateTime, agora)?.relativo).toBe('em 4 dias');
    expect(prazoExibido('2026-11-26T11:55:00Z', formatDateTime, agora)).toMatchObject({
      relativo: 'vencido há 5 min',
      urgente: false,
      vencido: true,
    });
    expect(prazoExibido(null, formatDateTime, agora)).toBeNull();
  });
});
