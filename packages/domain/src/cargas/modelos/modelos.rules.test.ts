import { type TCadastroCargaInput, ZCadastroCarga } from '../cadastro/cadastro.schemas';
import {
  amanhaEmSaoPaulo,
  cadastroDoModeloNoDia,
  dadosDoModeloParaFormulario,
  datasAnterioresA,
  diaEmSaoPaulo,
  diasDoPeriodo,
  diasEntre,
  diaValido,
  formatDistanciaKm,
  gradeHorarios,
  loteCriadoMessage,
  modeloDeCadastro,
  rebasearRota,
  resumoModeloCarga,
  somarDias,
} from './modelos.rules';

const EMPRESA = '5b7a1e52-3f0c-4c1d-9a8e-2f6b7c8d9e0a';

/** A load collected on 10/03/2026 08:00 (São Paulo), a stop the same day 14:30, delivered on 12/03 17:00. */
function cadastro(overrides: Partial<TCadastroCargaInput> = {}): TCadastroCargaInput {
  return {
    carga: {
      tipoFrete: 1,
      modalidade: 1,
      pesoBruto: 12500,
      volume: 48.5,
      volumeUnidade: 7,
      acondicionamentoQtd: 24,
      acondicionamento: 'Palete',
      codIdentificador: 'ROTA-SUL-01',
    },
    pagamento: { valorFrete: 3500, valorTotalFrete: 3850.5, impostoSuspenso: true },
    contatos: { contato: 'Marina Costa', telefone: '11987654321', email: 'marina@exemplo.com.br' },
    distancia: 152_345,
    tempo: 1_515,
    origemDestino: [
      {
        rota: 1,
        empresaId: EMPRESA,
        localidade: 'CD Campinas',
        cidade: 'Campinas',
        uf: 'SP',
        dhInicio: '2026-03-10T11:00:00.000Z',
        dhFim: '2026-03-10T12:30:00.000Z',
      },
      { rota: 2, cidade: 'Jundiaí', uf: 'SP', dhInicio: '2026-03-10T17:30:00.000Z' },
      { rota: 3, cidade: 'Curitiba', uf: 'PR', dhInicio: '2026-03-12T20:00:00.000Z' },
    ],
    visibilidade: 1,
    documentos: [
      {
        codigo: 'REM-77',
        numero: 'ROM-1234',
        numeroNf: '998877',
        chaveNf: '35240512345678000190550010009988771234567890',
        descricao: 'Peças',
        peso: 10,
        itens: [{ codigo: 'SKU-1', descricao: 'Parafuso', quantidade: 100 }],
      },
    ],
    ...overrides,
  };
}

describe('calendar days', () => {
  it('validates yyyy-MM-dd days', () => {
    expect(diaValido('2026-02-28')).toBe(true);
    expect(diaValido('2026-02-29')).toBe(false);
    expect(diaValido('2028-02-29')).toBe(true);
    expect(diaValido('10/03/2026')).toBe(false);
    expect(diaValido('2026-3-1')).toBe(false);
  });

  it('reads the São Paulo day of an instant (UTC−3)', () => {
    expect(diaEmSaoPaulo('2026-03-10T02:59:00Z')).toBe('2026-03-09');
    expect(diaEmSaoPaulo('2026-03-10T03:00:00Z')).toBe('2026-03-10');
  });

  it('counts, adds and lists days across months and years', () => {
    expect(diasEntre('2026-02-27', '2026-03-02')).toBe(3);
    expect(diasEntre('2026-03-02', '2026-02-27')).toBe(-3);
    expect(somarDias('2026-12-31', 1)).toBe('2027-01-01');
    expect(diasDoPeriodo('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(diasDoPeriodo('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('tomorrow is São Paulo tomorrow, not UTC tomorrow', () => {
    // 23:30 in São Paulo on 09/03 is already 10/03 in UTC.
    expect(amanhaEmSaoPaulo(new Date('2026-03-10T02:30:00Z'))).toBe('2026-03-10');
    expect(amanhaEmSaoPaulo(new Date('2026-03-10T12:00:00Z'))).toBe('2026-03-11');
  });

  it('finds collection dates before today', () => {
    expect(datasAnterioresA(['2026-03-09', '2026-03-10', '2026-03-11'], '2026-03-10')).toEqual([
      '2026-03-09',
    ]);
  });
});

describe('re-basing a route on a collection day', () => {
  it('moves the origin to the day and keeps every time of day and the days between points', () => {
    const rota = rebasearRota(cadastro().origemDestino, '2026-04-01');
    expect(rota.map((p) => [p.dhInicio, p.dhFim])).toEqual([
      ['2026-04-01T11:00:00.000Z', '2026-04-01T12:30:00.000Z'],
      ['2026-04-01T17:30:00.000Z', undefined],
      ['2026-04-03T20:00:00.000Z', undefined],
    ]);
    // The other fields of each point are kept.
    expect(rota[0]).toMatchObject({ rota: 1, empresaId: EMPRESA, cidade: 'Campinas' });
  });

  it('uses the São Paulo day of the origin (an evening collection is not a UTC next day)', () => {
    // 22:00 in São Paulo on 10/03 = 01:00Z on 11/03.
    const rota = rebasearRota([{ rota: 1, dhInicio: '2026-03-11T01:00:00.000Z' }], '2026-03-20');
    expect(rota[0]?.dhInicio).toBe('2026-03-21T01:00:00.000Z');
    expect(diaEmSaoPaulo(rota[0]?.dhInicio ?? '')).toBe('2026-03-20');
  });

  it('can move back in time', () => {
    const rota = rebasearRota(cadastro().origemDestino, '2026-03-01');
    expect(rota[2]?.dhInicio).toBe('2026-03-03T20:00:00.000Z');
  });
});

describe('saving a template', () => {
  it("clears each document's code, number, NF number and NF key, keeps the rest", () => {
    const model = modeloDeCadastro(ZCadastroCarga.parse(cadastro()));
    expect(model.documentos).toEqual([
      {
        descricao: 'Peças',
        numero: '',
        peso: 10,
        itens: [{ codigo: 'SKU-1', descricao: 'Parafuso', quantidade: 100 }],
      },
    ]);
    expect(JSON.stringify(model)).not.toContain('ROM-1234');
    expect(JSON.stringify(model)).not.toContain('998877');
    expect(JSON.stringify(model)).not.toContain('REM-77');
  });

  it('keeps the identifier code, values, contacts and the route with ISO dates', () => {
    const model = modeloDeCadastro(ZCadastroCarga.parse(cadastro()));
    expect(model.carga.codIdentificador).toBe('ROTA-SUL-01');
    expect(model.pagamento).toMatchObject({
      valorFrete: 3500,
      valorTotalFrete: 3850.5,
      impostoSuspenso: true,
    });
    expect(model.contatos).toMatchObject({ telefone: '11987654321' });
    expect(model.origemDestino[0]?.dhInicio).toBe('2026-03-10T11:00:00.000Z');
    expect(model.origemDestino[1]).not.toHaveProperty('dhFim');
    // What is stored parses again as a register payload once the documents have numbers.
    expect(ZCadastroCarga.safeParse({ ...model, documentos: [] }).success).toBe(true);
  });

  it('drops what the register payload does not know (an edit’s load id and version)', () => {
    const editado = { ...cadastro(), ofertaCargaId: EMPRESA, version: 3, codigo: 1234 };
    const model = modeloDeCadastro(ZCadastroCarga.parse(editado));
    expect(model).not.toHaveProperty('ofertaCargaId');
    expect(model).not.toHaveProperty('version');
    expect(model).not.toHaveProperty('codigo');
  });
});

describe('using a template', () => {
  const model = modeloDeCadastro(ZCadastroCarga.parse(cadastro()));

  it('opens in the form with the origin tomorrow (São Paulo) and the documents waiting for numbers', () => {
    const dados = dadosDoModeloParaFormulario(model, new Date('2026-05-20T15:00:00Z'));
    expect(dados.origemDestino.map((p) => p.dhInicio)).toEqual([
      '2026-05-21T11:00:00.000Z',
      '2026-05-21T17:30:00.000Z',
      '2026-05-23T20:00:00.000Z',
    ]);
    expect(dados.documentos?.[0]?.numero).toBe('');
  });

  it('gives each load of a lot a valid payload on its collection day, without documents', () => {
    const payload = cadastroDoModeloNoDia(model, '2026-06-02');
    expect(payload.documentos).toEqual([]);
    expect(payload.origemDestino[0]?.dhInicio).toBe('2026-06-02T11:00:00.000Z');
    expect(payload.origemDestino[2]?.dhInicio).toBe('2026-06-04T20:00:00.000Z');
    expect(ZCadastroCarga.safeParse(payload).success).toBe(true);
  });
});

describe('the time grid of a lot', () => {
  it('has one row per collection day with the collection and delivery dates', () => {
    const grade = gradeHorarios(cadastro().origemDestino, ['2026-04-01', '2026-04-03']);
    expect(grade.map(({ data, coleta, entrega }) => ({ data, coleta, entrega }))).toEqual([
      { data: '2026-04-01', coleta: '2026-04-01T11:00:00.000Z', entrega: '2026-04-03T20:00:00.000Z' },
      { data: '2026-04-03', coleta: '2026-04-03T11:00:00.000Z', entrega: '2026-04-05T20:00:00.000Z' },
    ]);
    expect(grade[0]?.pontos).toEqual([
      { ordem: 1, rota: 1, dhInicio: '2026-04-01T11:00:00.000Z', dhFim: '2026-04-01T12:30:00.000Z' },
      { ordem: 2, rota: 2, dhInicio: '2026-04-01T17:30:00.000Z', dhFim: null },
      { ordem: 3, rota: 3, dhInicio: '2026-04-03T20:00:00.000Z', dhFim: null },
    ]);
  });

  it('says how many loads a lot created', () => {
    expect(loteCriadoMessage(3)).toBe('Lote com 3 cargas cadastrado com sucesso!');
    expect(loteCriadoMessage(1)).toBe('Lote com 1 carga cadastrado com sucesso!');
  });
});

describe('the template detail (01 §2)', () => {
  it('formats every field pt-BR', () => {
    const model = modeloDeCadastro(ZCadastroCarga.parse(cadastro()));
    const resumo = resumoModeloCarga({
      ...model,
      origemDestino: model.origemDestino.map((p, i) => ({
        ...p,
        empresa: i === 0 ? 'Metalúrgica Ipiranga' : null,
      })),
    });
    expect(resumo).toEqual({
      tipoFrete: 'CIF',
      pesoBruto: '12,50 Ton',
      volume: '48,5 m³',
      quantidade: '24',
      codIdentificador: 'ROTA-SUL-01',
      valorFrete: 'R$\u00a03.500,00',
      valorTotalFrete: 'R$\u00a03.850,50',
      impostoSuspenso: 'Sim',
      contato: 'Marina Costa',
      telefone: '(11) 98765-4321',
      email: 'marina@exemplo.com.br',
      distancia: '152,35 km',
      tempo: '1d 01h 15min',
      pontos: [
        { tipo: 'Origem', empresa: 'Metalúrgica Ipiranga', localidade: 'CD Campinas — Campinas/SP' },
        { tipo: 'Parada', empresa: '', localidade: 'Jundiaí/SP' },
        { tipo: 'Destino final', empresa: '', localidade: 'Curitiba/PR' },
      ],
    });
  });

  it('shows km with 2 decimals even for short distances, and empty values as empty', () => {
    expect(formatDistanciaKm(850)).toBe('0,85 km');
    expect(formatDistanciaKm(undefined)).toBe('');
    const vazio = resumoModeloCarga({ carga: { tipoFrete: 2, pesoBruto: 800 } });
    expect(vazio).toMatchObject({
      tipoFrete: 'FOB',
      pesoBruto: '800 kg',
      volume: '',
      valorFrete: '',
      impostoSuspenso: 'Não',
      distancia: '',
      tempo: '',
      pontos: [],
    });
  });
});
