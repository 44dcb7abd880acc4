import { SituacaoOfertaCarga } from '../cargas/carga-ofertas.enums';
import { AcaoResposta, EtapaOferecimento, EtapaOfertaRecebida } from './oferecimento.enums';
import {
  etapaDaOfertaRecebida,
  etapaDoOferecimento,
  proximaDaCascata,
  recusaDaResposta,
  vezDaOferta,
} from './oferecimento.rules';
import { OFERECIMENTO_MESSAGES, ZOfertarCargaBody, ZResponderOfertaBody } from './oferecimento.schemas';

const { Ofertada, Contraproposta, Contratada, Recusada, Expirada } = SituacaoOfertaCarga;

describe('the offering board columns', () => {
  it('puts a load in the column of its offers', () => {
    expect(etapaDoOferecimento({ contratada: false, ofertas: [] })).toBe(EtapaOferecimento.AOfertar);
    expect(
      etapaDoOferecimento({ contratada: false, ofertas: [{ situacao: Ofertada, respondida: false }] }),
    ).toBe(EtapaOferecimento.Ofertada);
    expect(
      etapaDoOferecimento({
        contratada: false,
        ofertas: [
          { situacao: Ofertada, respondida: false },
          { situacao: Contraproposta, respondida: true },
        ],
      }),
    ).toBe(EtapaOferecimento.EmNegociacao);
    // The shipper answered a counter-proposal with another value: the carrier's turn, still a negotiation.
    expect(
      etapaDoOferecimento({ contratada: false, ofertas: [{ situacao: Ofertada, respondida: true }] }),
    ).toBe(EtapaOferecimento.EmNegociacao);
    expect(
      etapaDoOferecimento({
        contratada: false,
        ofertas: [
          { situacao: Recusada, respondida: true },
          { situacao: Expirada, respondida: true },
        ],
      }),
    ).toBe(EtapaOferecimento.Encerrada);
    expect(
      etapaDoOferecimento({ contratada: false, ofertas: [{ situacao: Contratada, respondida: true }] }),
    ).toBe(EtapaOferecimento.Contratada);
    expect(etapaDoOferecimento({ contratada: true, ofertas: [] })).toBe(EtapaOferecimento.Contratada);
  });

  it('puts an offer received in the carrier column of its situacao', () => {
    expect([1, 2, 3, 4, 5, 6].map(etapaDaOfertaRecebida)).toEqual([
      EtapaOfertaRecebida.Recebidas,
      EtapaOfertaRecebida.AguardandoEmbarcador,
      EtapaOfertaRecebida.Ganhas,
      EtapaOfertaRecebida.Encerradas,
      EtapaOfertaRecebida.Encerradas,
      EtapaOfertaRecebida.Encerradas,
    ]);
  });
});

describe('the turn of an offer', () => {
  const agora = new Date('2026-11-26T12:00:00Z');
  const base = { prazoResposta: new Date('2026-11-26T13:00:00Z'), agora };

  it('lets only the side whose turn it is answer, and the carrier withdraw', () => {
    expect(vezDaOferta(Ofertada)).toBe('transportadora');
    expect(vezDaOferta(Contraproposta)).toBe('embarcador');
    expect(vezDaOferta(Contratada)).toBeNull();
    expect(
      recusaDaResposta({ ...base, lado: 'transportadora', acao: AcaoResposta.Aceitar, situacao: Ofertada }),
    ).toBeNull();
    expect(
      recusaDaResposta({ ...base, lado: 'embarcador', acao: AcaoResposta.Aceitar, situacao: Ofertada }),
    ).toBe(OFERECIMENTO_MESSAGES.foraDaVez);
    expect(
      recusaDaResposta({
        ...base,
        lado: 'transportadora',
        acao: AcaoResposta.Contrapropor,
        situacao: Contraproposta,
      }),
    ).toBe(OFERECIMENTO_MESSAGES.foraDaVez);
    expect(
      recusaDaResposta({
        ...base,
        lado: 'transportadora',
        acao: AcaoResposta.Recusar,
        situacao: Contraproposta,
      }),
    ).toBeNull();
    expect(
      recusaDaResposta({ ...base, lado: 'embarcador', acao: AcaoResposta.Recusar, situacao: Contraproposta }),
    ).toBeNull();
  });

  it('refuses a closed offer and one past its deadline', () => {
    expect(
      recusaDaResposta({ ...base, lado: 'transportadora', acao: AcaoResposta.Aceitar, situacao: Recusada }),
    ).toBe(OFERECIMENTO_MESSAGES.ofertaEncerrada);
    expect(
      recusaDaResposta({
        lado: 'transportadora',
        acao: AcaoResposta.Contrapropor,
        situacao: Ofertada,
        prazoResposta: agora,
        agora,
      }),
    ).toBe(OFERECIMENTO_MESSAGES.prazoEncerrado);
  });
});

describe('the waterfall', () => {
  it('walks the ranked order one carrier per round and stops at the end or at the round limit', () => {
    const ordem = ['a', 'b', 'c'];
    expect(proximaDaCascata({ ordem, rodadaAtual: 0, maxRodadas: 5, permitirRepetir: false })).toEqual({
      empresaId: 'a',
      rodada: 1,
    });
    expect(proximaDaCascata({ ordem, rodadaAtual: 2, maxRodadas: 5, permitirRepetir: false })).toEqual({
      empresaId: 'c',
      rodada: 3,
    });
    expect(proximaDaCascata({ ordem, rodadaAtual: 3, maxRodadas: 5, permitirRepetir: false })).toBeNull();
    expect(proximaDaCascata({ ordem, rodadaAtual: 2, maxRodadas: 2, permitirRepetir: false })).toBeNull();
  });

  it('offers the same carrier again only when repeating is allowed', () => {
    expect(
      proximaDaCascata({ ordem: ['a', 'b'], rodadaAtual: 2, maxRodadas: 5, permitirRepetir: true }),
    ).toEqual({
      empresaId: 'a',
      rodada: 3,
    });
  });

  it('skips carriers that are not available', () => {
    expect(
      proximaDaCascata({
        ordem: ['a', 'b', 'c'],
        rodadaAtual: 0,
        maxRodadas: 5,
        permitirRepetir: false,
        indisponiveis: new Set(['a']),
      }),
    ).toEqual({ empresaId: 'b', rodada: 1 });
    expect(
      proximaDaCascata({
        ordem: ['a'],
        rodadaAtual: 0,
        maxRodadas: 5,
        permitirRepetir: false,
        indisponiveis: new Set(['a']),
      }),
    ).toBeNull();
  });
});

describe('the offering contracts', () => {
  it('names the missing fields of a manual offer', () => {
    const result = ZOfertarCargaBody.safeParse({ comportamento: 1 });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['transportadoraEmpresaIds', OFERECIMENTO_MESSAGES.transportadorasObrigatorias],
      ['valorAlvo', OFERECIMENTO_MESSAGES.valorObrigatorio],
      ['prazoResposta', 'Prazo de resposta é obrigatório!'],
    ]);
  });

  it('refuses a directed offer to more than one carrier and a value ≤ 0', () => {
    const ids = ['6f1d2c1e-0000-4000-8000-000000000001', '6f1d2c1e-0000-4000-8000-000000000002'];
    const oferta = {
      comportamento: 1,
      tipo: 2,
      transportadoraEmpresaIds: ids,
      prazoResposta: '2026-12-01T12:00:00Z',
    };
    expect(
      ZOfertarCargaBody.safeParse({ ...oferta, valorAlvo: 1000 }).error?.issues.map((i) => i.message),
    ).toEqual([OFERECIMENTO_MESSAGES.direcionadaUmaTransportadora]);
    expect(
      ZOfertarCargaBody.safeParse({ ...oferta, valorAlvo: 0 }).error?.issues.map((i) => i.message),
    ).toEqual(['Valor deve ser maior que zero!']);
  });

  it('asks a value of a counter-proposal and a reason of a refusal', () => {
    expect(ZResponderOfertaBody.safeParse({ acao: 'contrapropor' }).error?.issues[0]?.message).toBe(
      OFERECIMENTO_MESSAGES.valorObrigatorio,
    );
    expect(
      ZResponderOfertaBody.safeParse({ acao: 'recusar', comentario: '  ' }).error?.issues[0]?.message,
    ).toBe(OFERECIMENTO_MESSAGES.motivoObrigatorio);
    expect(ZResponderOfertaBody.parse({ acao: 'contrapropor', valor: '1500,5' }).valor).toBe('1500.50');
  });
});
