import {
  ComportamentoOferecimento,
  MESSAGES,
  OFERECIMENTO_LIMITES,
  OFERECIMENTO_MESSAGES,
  TipoOferta,
} from '@embarca/domain';
import { describe, expect, it } from 'vitest';
import {
  envioDaOferta,
  envioDaResposta,
  errosDaOferta,
  errosDaResposta,
  valoresIniciais,
} from '../ofertar-form.values';
import { NORTE, SUL, sugestao } from './oferecimento-fixtures';

const agora = new Date('2026-11-26T12:00:00Z');

describe('the offer form', () => {
  it("opens with the suggestion's behaviour and table value and a deadline 24 h away", () => {
    const valores = valoresIniciais(sugestao({ comportamento: ComportamentoOferecimento.Automatico }), agora);
    expect(valores).toMatchObject({
      comportamento: String(ComportamentoOferecimento.Automatico),
      tipo: String(TipoOferta.Restrita),
      valorAlvo: 6500,
      prazoResposta: '2026-11-27 09:00:00',
    });
  });

  it('sends a restricted manual offer with the instant of the deadline', () => {
    const valores = {
      ...valoresIniciais(sugestao(), agora),
      transportadoraEmpresaIds: [SUL, NORTE],
      valorAlvo: 6500.5,
    };
    expect(errosDaOferta(valores)).toEqual({});
    expect(envioDaOferta(valores)).toEqual({
      comportamento: 1,
      tipo: 1,
      transportadoraEmpresaIds: [SUL, NORTE],
      grupoId: null,
      valorAlvo: '6500.5',
      prazoResposta: '2026-11-27T12:00:00.000Z',
      observacao: null,
    });
  });

  it("names the missing fields with the domain's messages", () => {
    const valores = { ...valoresIniciais(sugestao(), agora), valorAlvo: '', prazoResposta: null };
    expect(errosDaOferta(valores)).toEqual({
      transportadoraEmpresaIds: OFERECIMENTO_MESSAGES.transportadorasObrigatorias,
      valorAlvo: OFERECIMENTO_MESSAGES.valorObrigatorio,
      prazoResposta: 'Prazo de resposta é obrigatório!',
    });
    const direcionada = {
      ...valoresIniciais(sugestao(), agora),
      tipo: String(TipoOferta.Direcionada),
      transportadoraEmpresaIds: [SUL, NORTE],
    };
    expect(errosDaOferta(direcionada).transportadoraEmpresaIds).toBe(
      OFERECIMENTO_MESSAGES.direcionadaUmaTransportadora,
    );
  });

  it('sends only what the behaviour uses', () => {
    const tabela = {
      ...valoresIniciais(sugestao(), agora),
      comportamento: String(ComportamentoOferecimento.TabelaFrete),
    };
    expect(envioDaOferta(tabela)).toEqual({ comportamento: 3, observacao: null });
    expect(errosDaOferta(tabela)).toEqual({});
    const automatico = { ...valoresIniciais(sugestao(), agora), comportamento: '2', prazoMinutos: 2 };
    expect(envioDaOferta(automatico)).toMatchObject({ comportamento: 2, prazoMinutos: 2, maxRodadas: 5 });
    expect(errosDaOferta(automatico).prazoMinutos).toBe(
      `Prazo por transportadora: ${MESSAGES.minValue}${OFERECIMENTO_LIMITES.prazoMinutosMinimo} minutos`,
    );
  });
});

describe('the answers', () => {
  it('asks a value of a counter-proposal and a reason of a refusal', () => {
    expect(errosDaResposta(envioDaResposta('contrapropor', { valor: '', comentario: '' }))).toEqual({
      valor: OFERECIMENTO_MESSAGES.valorObrigatorio,
    });
    expect(errosDaResposta(envioDaResposta('recusar', { valor: '', comentario: '  ' }))).toEqual({
      comentario: OFERECIMENTO_MESSAGES.motivoObrigatorio,
    });
    expect(envioDaResposta('contrapropor', { valor: 7100, comentario: ' ok ' })).toEqual({
      acao: 'contrapropor',
      valor: '7100',
      comentario: 'ok',
    });
    expect(envioDaResposta('aceitar', { valor: 7100, comentario: '' })).toEqual({
      acao: 'aceitar',
      comentario: null,
    });
  });
});
