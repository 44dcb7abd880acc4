import Big from 'big.js';
import { Modalidade, TipoTarifa } from '../cargas/cargas.enums';
import {
  type BaseDosComponentes,
  type CargaParaPreco,
  type CoeficienteAntt,
  type ComponenteDaRegra,
  calcularComponentes,
  calcularFretePeso,
  calcularIcms,
  coeficienteVigente,
  escolherLinha,
  type LinhaDaTabela,
  ordenarPrecos,
  pesoTaxado,
  pisoMinimoAntt,
  precificarCarga,
  type TabelaParaPreco,
} from './precificacao';
import {
  CalculoComponente,
  ModoIcms,
  StatusTabelaFrete,
  statusVigente,
  TabelaAntt,
  TipoCargaAntt,
  TipoComponenteFrete,
  TipoLocalFrete,
} from './tabela-frete.enums';

const linha = (parcial: Partial<LinhaDaTabela> = {}): LinhaDaTabela => ({
  id: 'l1',
  origemTipo: TipoLocalFrete.Uf,
  origemValor: 'SP',
  destinoTipo: TipoLocalFrete.Uf,
  destinoValor: 'PR',
  tipoVeiculoId: null,
  pesoInicialKg: null,
  pesoFinalKg: null,
  valor: '100.00',
  excedentePorKg: null,
  prazoDias: 2,
  ...parcial,
});

const tabela = (parcial: Partial<TabelaParaPreco> = {}): TabelaParaPreco => ({
  id: 't1',
  nome: 'Tabela SP-PR',
  versao: 1,
  transportadoraEmpresaId: null,
  transportadoraNome: null,
  modalidade: Modalidade.Fracionada,
  tipoTarifa: TipoTarifa.Fixo,
  fatorCubagem: null,
  freteMinimo: null,
  modoIcms: ModoIcms.NaoIncide,
  naoOfertarAbaixoDoPiso: false,
  tabelaAntt: TabelaAntt.A,
  componentes: [],
  ...parcial,
});

const carga = (parcial: Partial<CargaParaPreco> = {}): CargaParaPreco => ({
  pesoKg: '100',
  volumeM3: null,
  valorMercadoria: null,
  quantidade: null,
  distanciaKm: '400',
  eixos: null,
  tipoVeiculoId: null,
  tipoCargaAntt: TipoCargaAntt.CargaGeral,
  destinoRegiaoIds: [],
  ...parcial,
});

const componente = (parcial: Partial<ComponenteDaRegra>): ComponenteDaRegra => ({
  tipo: TipoComponenteFrete.Outro,
  nome: null,
  calculo: CalculoComponente.ValorFixo,
  valor: '0',
  minimo: null,
  regiaoDestinoIds: [],
  ...parcial,
});

const coef = (parcial: Partial<CoeficienteAntt>): CoeficienteAntt => ({
  tabela: TabelaAntt.A,
  tipoCarga: TipoCargaAntt.CargaGeral,
  eixos: 5,
  ccd: '6.0112',
  cc: '610.08',
  vigenciaInicio: '2025-01-01',
  vigenciaFim: null,
  ...parcial,
});

const opcoes = (parcial: Partial<Parameters<typeof precificarCarga>[3]> = {}) => ({
  aliquotaIcms: '12',
  coeficientes: [] as CoeficienteAntt[],
  data: '2026-05-10',
  ...parcial,
});

describe('pesoTaxado', () => {
  it('takes the cubed weight when it is larger (300 kg/m³)', () => {
    expect(pesoTaxado('100', '1.5', '300')).toBe('450.000');
  });

  it('keeps the real weight when it is larger', () => {
    expect(pesoTaxado('500.5', '1', '300')).toBe('500.500');
  });

  it('keeps the real weight without a factor or a volume', () => {
    expect(pesoTaxado('120.1234', '10', null)).toBe('120.123');
    expect(pesoTaxado('120', null, '300')).toBe('120.000');
  });

  it('rounds the cubed weight at the gram', () => {
    expect(pesoTaxado('1', '0.3333', '333.3')).toBe('111.089');
  });
});

describe('escolherLinha', () => {
  const faixas = [
    linha({ id: 'a', pesoInicialKg: '0', pesoFinalKg: '10', valor: '20' }),
    linha({ id: 'b', pesoInicialKg: '10', pesoFinalKg: '30', valor: '30' }),
    linha({ id: 'c', pesoInicialKg: '30.001', pesoFinalKg: '100', valor: '50', excedentePorKg: '0.40' }),
  ];
  const escolher = (p: string, tipoVeiculoId: string | number | null = null, linhas = faixas) =>
    escolherLinha(linhas, { pesoTaxadoKg: p, tipoVeiculoId })?.id;

  it('picks the band containing the weight', () => {
    expect(escolher('5')).toBe('a');
    expect(escolher('20')).toBe('b');
    expect(escolher('50')).toBe('c');
  });

  it('includes both ends; a shared edge goes to the lower band', () => {
    expect(escolher('0')).toBe('a');
    expect(escolher('10')).toBe('a');
    expect(escolher('10.001')).toBe('b');
    expect(escolher('30')).toBe('b');
    expect(escolher('30.001')).toBe('c');
    expect(escolher('100')).toBe('c');
  });

  it('above the last band takes the highest band with an excess per kg', () => {
    expect(escolher('100.001')).toBe('c');
    expect(escolher('5000')).toBe('c');
    const semExcedenteNoTopo = [
      ...faixas,
      linha({ id: 'd', pesoInicialKg: '100.001', pesoFinalKg: '200', valor: '80' }),
    ];
    expect(escolher('250', null, semExcedenteNoTopo)).toBe('c');
  });

  it('above every band without an excess the table does not apply', () => {
    const semExcedente = faixas.map((l) => ({ ...l, excedentePorKg: null }));
    expect(escolher('100.001', null, semExcedente)).toBeUndefined();
  });

  it('a weight in a gap between bands is not "above" them', () => {
    const comLacuna = [
      linha({ id: 'a', pesoInicialKg: '0', pesoFinalKg: '10', excedentePorKg: '1' }),
      linha({ id: 'b', pesoInicialKg: '20', pesoFinalKg: '30' }),
    ];
    expect(escolher('15', null, comLacuna)).toBeUndefined();
  });

  it('open bands and a single line without bands', () => {
    expect(escolher('999999', null, [linha({ id: 'x' })])).toBe('x');
    const aberta = [linha({ id: 'a', pesoFinalKg: '10' }), linha({ id: 'b', pesoInicialKg: '10.001' })];
    expect(escolher('3', null, aberta)).toBe('a');
    expect(escolher('30000', null, aberta)).toBe('b');
  });

  it('vehicle-typed lines apply only to that vehicle type and win over the lines for any vehicle', () => {
    const linhas = [
      linha({ id: 'geral', pesoInicialKg: '0', pesoFinalKg: '30000' }),
      linha({ id: 'truck', tipoVeiculoId: 7, pesoInicialKg: '0', pesoFinalKg: '14000' }),
      linha({ id: 'carreta', tipoVeiculoId: '9', pesoInicialKg: '0', pesoFinalKg: '30000' }),
    ];
    expect(escolher('10000', 7, linhas)).toBe('truck');
    expect(escolher('10000', '7', linhas)).toBe('truck');
    expect(escolher('10000', 9, linhas)).toBe('carreta');
    expect(escolher('10000', null, linhas)).toBe('geral');
    expect(escolher('10000', 3, linhas)).toBe('geral');
    // Above the truck's bands (no excess): the lines for any vehicle still price it.
    expect(escolher('20000', 7, linhas)).toBe('geral');
    expect(escolher('10000', 7, linhas.slice(1))).toBe('truck');
    expect(escolher('10000', 3, linhas.slice(1))).toBeUndefined();
  });

  it('no line, no price', () => {
    expect(escolher('1', null, [])).toBeUndefined();
  });
});

describe('calcularFretePeso', () => {
  const base = { pesoTaxadoKg: '2500', distanciaKm: '430.5', quantidade: 12 };

  it('Fixo: the line price per trip or band', () => {
    const frete = calcularFretePeso(linha({ valor: '850.5' }), tabela({ tipoTarifa: TipoTarifa.Fixo }), base);
    expect(frete).toEqual({ valor: '850.50', calculado: '850.50', freteMinimoAplicado: false });
  });

  it('Fixo above the band: price plus the excess per kg above the band end', () => {
    const l = linha({ pesoInicialKg: '30.001', pesoFinalKg: '100', valor: '50', excedentePorKg: '0.4567' });
    const frete = calcularFretePeso(l, tabela(), { ...base, pesoTaxadoKg: '123.4' });
    // 50 + 23.4 × 0.4567 = 50 + 10.68678 = 60.68678
    expect(frete.valor).toBe('60.69');
  });

  it('ValorPorKm: price × km', () => {
    const frete = calcularFretePeso(
      linha({ valor: '5.4321' }),
      tabela({ tipoTarifa: TipoTarifa.ValorPorKm }),
      base,
    );
    // 5.4321 × 430.5 = 2338.51905
    expect(frete.valor).toBe('2338.52');
  });

  it('PorTonelada: price × taxable tonnes', () => {
    const frete = calcularFretePeso(
      linha({ valor: '185.00' }),
      tabela({ tipoTarifa: TipoTarifa.PorTonelada }),
      {
        ...base,
        pesoTaxadoKg: '2345.678',
      },
    );
    // 185 × 2.345678 = 433.95043
    expect(frete.valor).toBe('433.95');
  });

  it('PorTonelada above the band: the band end at the rate, the rest as excess', () => {
    const l = linha({ pesoFinalKg: '1000', valor: '200', excedentePorKg: '0.25' });
    const frete = calcularFretePeso(l, tabela({ tipoTarifa: TipoTarifa.PorTonelada }), {
      ...base,
      pesoTaxadoKg: '1200',
    });
    expect(frete.valor).toBe('250.00');
  });

  it('PorVolume: price × quantity (none = 0)', () => {
    const t = tabela({ tipoTarifa: TipoTarifa.PorVolume });
    expect(calcularFretePeso(linha({ valor: '7.35' }), t, base).valor).toBe('88.20');
    expect(calcularFretePeso(linha({ valor: '7.35' }), t, { ...base, quantidade: null }).valor).toBe('0.00');
  });

  it("applies the table's minimum freight and flags it", () => {
    const t = tabela({ freteMinimo: '150' });
    expect(calcularFretePeso(linha({ valor: '120' }), t, base)).toEqual({
      valor: '150.00',
      calculado: '120.00',
      freteMinimoAplicado: true,
    });
    expect(calcularFretePeso(linha({ valor: '150' }), t, base).freteMinimoAplicado).toBe(false);
    expect(calcularFretePeso(linha({ valor: '150.01' }), t, base).valor).toBe('150.01');
  });

  it('refuses a tariff type a table cannot have', () => {
    expect(() => calcularFretePeso(linha(), tabela({ tipoTarifa: TipoTarifa.ACombinar }), base)).toThrow(
      RangeError,
    );
  });
});

describe('calcularComponentes', () => {
  const base: BaseDosComponentes = {
    fretePeso: '1000.00',
    pesoTaxadoKg: '1234.5',
    valorMercadoria: '50000.00',
    eixos: 5,
    destinoRegiaoIds: [],
  };
  const um = (c: Partial<ComponenteDaRegra>, b = base) => calcularComponentes([componente(c)], b)[0];

  it('% of the goods value (ad valorem)', () => {
    const c = um({
      tipo: TipoComponenteFrete.AdValorem,
      calculo: CalculoComponente.PercentualMercadoria,
      valor: '0.3',
    });
    expect(c).toEqual({ tipo: 1, nome: 'Frete-valor (ad valorem)', valor: '150.00', minimoAplicado: false });
    expect(
      um(
        { calculo: CalculoComponente.PercentualMercadoria, valor: '0.3' },
        { ...base, valorMercadoria: null },
      )?.valor,
    ).toBe('0.00');
  });

  it('% of the frete-peso', () => {
    expect(um({ calculo: CalculoComponente.PercentualFretePeso, valor: '12.345' })?.valor).toBe('123.45');
  });

  it('fixed value', () => {
    expect(um({ calculo: CalculoComponente.ValorFixo, valor: '35.5' })?.valor).toBe('35.50');
  });

  it('per tonne of taxable weight', () => {
    // 12.30 × 1.2345 = 15.18435
    expect(um({ calculo: CalculoComponente.PorTonelada, valor: '12.30' })?.valor).toBe('15.18');
  });

  it('per axle (no axle count = 0)', () => {
    expect(
      um({ tipo: TipoComponenteFrete.Pedagio, calculo: CalculoComponente.PorEixo, valor: '11.90' }),
    ).toEqual({
      tipo: 3,
      nome: 'Pedágio',
      valor: '59.50',
      minimoAplicado: false,
    });
    expect(um({ calculo: CalculoComponente.PorEixo, valor: '11.90' }, { ...base, eixos: null })?.valor).toBe(
      '0.00',
    );
  });

  it('per started fraction of 100 kg', () => {
    const c = { calculo: CalculoComponente.PorFracao100Kg, valor: '2.5' };
    expect(um(c)?.valor).toBe('32.50'); // 1234.5 kg → 13 fractions
    expect(um(c, { ...base, pesoTaxadoKg: '100' })?.valor).toBe('2.50');
    expect(um(c, { ...base, pesoTaxadoKg: '100.001' })?.valor).toBe('5.00');
    expect(um(c, { ...base, pesoTaxadoKg: '0' })?.valor).toBe('0.00');
  });

  it('each calculation raised to its minimum, flagged', () => {
    const casos: Partial<ComponenteDaRegra>[] = [
      { calculo: CalculoComponente.PercentualMercadoria, valor: '0.01' },
      { calculo: CalculoComponente.PercentualFretePeso, valor: '0.1' },
      { calculo: CalculoComponente.ValorFixo, valor: '1' },
      { calculo: CalculoComponente.PorTonelada, valor: '1' },
      { calculo: CalculoComponente.PorEixo, valor: '1' },
      { calculo: CalculoComponente.PorFracao100Kg, valor: '0.1' },
    ];
    for (const caso of casos) {
      expect(um({ ...caso, minimo: '25' })).toMatchObject({ valor: '25.00', minimoAplicado: true });
      expect(um({ ...caso, minimo: '0.5' })?.minimoAplicado).toBe(false);
    }
  });

  it("uses the component's own name, else the type's label", () => {
    expect(um({ tipo: TipoComponenteFrete.Despacho, nome: 'SEC/CAT' })?.nome).toBe('SEC/CAT');
    expect(um({ tipo: TipoComponenteFrete.Despacho, nome: '  ' })?.nome).toBe('Despacho/CAT');
    expect(um({ tipo: TipoComponenteFrete.Gris })?.nome).toBe('GRIS');
  });

  it('a region-restricted component (TDE) applies only to the listed destination regions', () => {
    const tde = componente({
      tipo: TipoComponenteFrete.Tde,
      calculo: CalculoComponente.ValorFixo,
      valor: '80',
      minimo: '100',
      regiaoDestinoIds: ['aaaaaaaa-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000002'],
    });
    const gris = componente({
      tipo: TipoComponenteFrete.Gris,
      calculo: CalculoComponente.ValorFixo,
      valor: '5',
    });
    expect(calcularComponentes([tde, gris], base).map((c) => c.nome)).toEqual(['GRIS']);
    expect(
      calcularComponentes([tde, gris], {
        ...base,
        destinoRegiaoIds: ['bbbbbbbb-0000-4000-8000-000000000009'],
      }).map((c) => c.nome),
    ).toEqual(['GRIS']);
    const dentro = calcularComponentes([tde, gris], {
      ...base,
      destinoRegiaoIds: ['bbbbbbbb-0000-4000-8000-000000000009', 'AAAAAAAA-0000-4000-8000-000000000002'],
    });
    expect(dentro).toEqual([
      { tipo: 4, nome: 'TDE', valor: '100.00', minimoAplicado: true },
      { tipo: 2, nome: 'GRIS', valor: '5.00', minimoAplicado: false },
    ]);
  });
});

describe('calcularIcms', () => {
  it('incluso: the total is the subtotal; the ICMS inside it is informational', () => {
    expect(calcularIcms('1000.00', ModoIcms.Incluso, '12')).toEqual({
      modo: ModoIcms.Incluso,
      aliquota: '12.00',
      valor: '120.00',
      total: '1000.00',
    });
  });

  it('adicionado: grossed up (1000 at 12 % → 1136.36)', () => {
    expect(calcularIcms('1000.00', ModoIcms.Adicionado, '12')).toEqual({
      modo: ModoIcms.Adicionado,
      aliquota: '12.00',
      valor: '136.36',
      total: '1136.36',
    });
    // 1000 / 0.93 = 1075.2688…
    expect(calcularIcms('1000', ModoIcms.Adicionado, '7').total).toBe('1075.27');
    expect(calcularIcms('1000', ModoIcms.Adicionado, '0')).toMatchObject({ valor: '0.00', total: '1000.00' });
  });

  it('não incide: no ICMS', () => {
    expect(calcularIcms('1000', ModoIcms.NaoIncide, '12')).toEqual({
      modo: ModoIcms.NaoIncide,
      aliquota: '0.00',
      valor: '0.00',
      total: '1000.00',
    });
  });

  it('refuses a rate outside [0, 100)', () => {
    expect(() => calcularIcms('1000', ModoIcms.Adicionado, '100')).toThrow(RangeError);
    expect(() => calcularIcms('1000', ModoIcms.Adicionado, '-1')).toThrow(RangeError);
  });
});

describe('ANTT floor', () => {
  it('table A, carga geral, 5 axles: 400 km × 6.0112 + 610.08 = 3014.56', () => {
    const piso = pisoMinimoAntt(coef({}), '400');
    expect(piso).toEqual({
      tabela: 'A',
      tipoCarga: 5,
      eixos: 5,
      ccd: '6.0112',
      cc: '610.08',
      distanciaKm: '400',
      valor: '3014.56',
    });
  });

  it('table A, granel sólido, 7 axles: CCD 7.3130, CC 753.88', () => {
    const granel = coef({ tipoCarga: TipoCargaAntt.GranelSolido, eixos: 7, ccd: '7.3130', cc: '753.88' });
    expect(pisoMinimoAntt(granel, '250').valor).toBe('2582.13'); // 1828.25 + 753.88
    // 123.45 × 7.313 = 902.78985 → + 753.88 = 1656.66985 → 1656.67 (rounded once, at the end)
    expect(pisoMinimoAntt(granel, '123.45').valor).toBe('1656.67');
  });

  it('coeficienteVigente: the latest start in force on the date wins; expired ones are not used', () => {
    const antigo = coef({ ccd: '5.0000', vigenciaInicio: '2024-01-01', vigenciaFim: '2024-12-31' });
    const atual = coef({ ccd: '6.0112', vigenciaInicio: '2025-01-01', vigenciaFim: null });
    const futuro = coef({ ccd: '7.0000', vigenciaInicio: '2026-07-01', vigenciaFim: null });
    const outro = coef({ tabela: TabelaAntt.B, ccd: '1.0000', vigenciaInicio: '2026-01-01' });
    const todos = [futuro, antigo, outro, atual];
    const filtro = { tabela: TabelaAntt.A, tipoCarga: TipoCargaAntt.CargaGeral, eixos: 5 };
    expect(coeficienteVigente(todos, { ...filtro, data: '2024-06-01' })).toBe(antigo);
    expect(coeficienteVigente(todos, { ...filtro, data: '2024-12-31' })).toBe(antigo);
    expect(coeficienteVigente(todos, { ...filtro, data: '2026-05-10' })).toBe(atual);
    expect(coeficienteVigente(todos, { ...filtro, data: '2026-07-01' })).toBe(futuro);
    expect(coeficienteVigente(todos, { ...filtro, data: '2023-12-31' })).toBeUndefined();
    expect(coeficienteVigente([antigo], { ...filtro, data: '2025-01-01' })).toBeUndefined();
    expect(coeficienteVigente(todos, { ...filtro, eixos: 6, data: '2026-05-10' })).toBeUndefined();
    expect(coeficienteVigente(todos, { ...filtro, eixos: null, data: '2026-05-10' })).toBeUndefined();
    expect(
      coeficienteVigente(todos, { ...filtro, tipoCarga: TipoCargaAntt.Neogranel, data: '2026-05-10' }),
    ).toBeUndefined();
  });
});

describe('precificarCarga', () => {
  const lotacao = tabela({
    id: 'lot',
    nome: 'Lotação SP-PR',
    modalidade: Modalidade.Lotacao,
    tipoTarifa: TipoTarifa.ValorPorKm,
    componentes: [
      componente({ tipo: TipoComponenteFrete.Pedagio, calculo: CalculoComponente.PorEixo, valor: '20' }),
    ],
  });
  const cargaLotacao = carga({ pesoKg: '25000', distanciaKm: '400', eixos: 5 });
  const coeficientes = [coef({})];

  it('prices a fractional load end to end: cubage, band, components, ICMS added, per kg and per m³', () => {
    const t = tabela({
      nome: 'Fracionado',
      transportadoraEmpresaId: 'e1',
      transportadoraNome: 'Transportes Ltda',
      fatorCubagem: '300',
      freteMinimo: '40',
      modoIcms: ModoIcms.Adicionado,
      componentes: [
        componente({
          tipo: TipoComponenteFrete.AdValorem,
          calculo: CalculoComponente.PercentualMercadoria,
          valor: '0.3',
        }),
        componente({
          tipo: TipoComponenteFrete.Gris,
          calculo: CalculoComponente.PercentualMercadoria,
          valor: '0.1',
          minimo: '5',
        }),
        componente({
          tipo: TipoComponenteFrete.Despacho,
          calculo: CalculoComponente.ValorFixo,
          valor: '12.5',
        }),
      ],
    });
    const linhas = [
      linha({ id: 'f1', pesoInicialKg: '0', pesoFinalKg: '100', valor: '60' }),
      linha({ id: 'f2', pesoInicialKg: '100.001', pesoFinalKg: '200', valor: '95', prazoDias: 3 }),
    ];
    const preco = precificarCarga(
      carga({ pesoKg: '80', volumeM3: '0.5', valorMercadoria: '3000' }),
      t,
      linhas,
      opcoes(),
    );
    expect(preco).toEqual({
      tabelaId: 't1',
      tabelaNome: 'Fracionado',
      versao: 1,
      transportadoraEmpresaId: 'e1',
      transportadoraNome: 'Transportes Ltda',
      modalidade: Modalidade.Fracionada,
      linhaId: 'f2',
      prazoDias: 3,
      pesoTaxadoKg: '150.000',
      componentes: [
        { tipo: 0, nome: 'Frete-peso', valor: '95.00', minimoAplicado: false },
        { tipo: 1, nome: 'Frete-valor (ad valorem)', valor: '9.00', minimoAplicado: false },
        { tipo: 2, nome: 'GRIS', valor: '5.00', minimoAplicado: true },
        { tipo: 7, nome: 'Despacho/CAT', valor: '12.50', minimoAplicado: false },
      ],
      subtotal: '121.50',
      icms: { modo: ModoIcms.Adicionado, aliquota: '12.00', valor: '16.57' },
      total: '138.07', // 121.50 / 0.88 = 138.0681…
      precoPorKg: '1.7259', // 138.07 / 80 (the real weight) = 1.725875
      precoPorM3: '276.14',
      freteMinimoAplicado: false,
      piso: null,
      abaixoDoPiso: false,
      diferencaParaPiso: null,
      bloqueadaPeloPiso: false,
    });
  });

  it("the table's minimum freight raises the frete-peso", () => {
    const preco = precificarCarga(
      carga({ pesoKg: '5' }),
      tabela({ freteMinimo: '45' }),
      [linha({ valor: '30' })],
      opcoes(),
    );
    expect(preco?.freteMinimoAplicado).toBe(true);
    expect(preco?.componentes[0]).toEqual({
      tipo: 0,
      nome: 'Frete-peso',
      valor: '45.00',
      minimoAplicado: true,
    });
    expect(preco?.total).toBe('45.00');
  });

  it('null when no line applies, for a tariff a table cannot have, or per volume without a quantity', () => {
    const faixa = [linha({ pesoInicialKg: '0', pesoFinalKg: '10' })];
    expect(precificarCarga(carga({ pesoKg: '11' }), tabela(), faixa, opcoes())).toBeNull();
    expect(precificarCarga(carga(), tabela(), [], opcoes())).toBeNull();
    expect(
      precificarCarga(carga(), tabela({ tipoTarifa: TipoTarifa.TabelaFrete }), [linha()], opcoes()),
    ).toBeNull();
    const porVolume = tabela({ tipoTarifa: TipoTarifa.PorVolume });
    expect(precificarCarga(carga(), porVolume, [linha()], opcoes())).toBeNull();
    expect(
      precificarCarga(carga({ quantidade: 3 }), porVolume, [linha({ valor: '10' })], opcoes())?.total,
    ).toBe('30.00');
  });

  it('lotação at the floor is not below it; tolls are left out of the comparison', () => {
    // 400 km × 7.50 = 3000.00 frete-peso + 100.00 toll: 3000.00 < 3014.56 although the subtotal is 3100.00
    const preco = precificarCarga(
      cargaLotacao,
      lotacao,
      [linha({ valor: '7.50' })],
      opcoes({ coeficientes }),
    );
    expect(preco?.subtotal).toBe('3100.00');
    expect(preco?.piso?.valor).toBe('3014.56');
    expect(preco?.abaixoDoPiso).toBe(true);
    expect(preco?.diferencaParaPiso).toBe('14.56');
    expect(preco?.bloqueadaPeloPiso).toBe(false);

    const acima = precificarCarga(
      cargaLotacao,
      lotacao,
      [linha({ valor: '7.5364' })],
      opcoes({ coeficientes }),
    );
    // 400 × 7.5364 = 3014.56: exactly the floor
    expect(acima?.componentes[0]?.valor).toBe('3014.56');
    expect(acima?.abaixoDoPiso).toBe(false);
    expect(acima?.diferencaParaPiso).toBeNull();
  });

  it('bloqueadaPeloPiso when below the floor and the table must not be offered below it', () => {
    const t = { ...lotacao, naoOfertarAbaixoDoPiso: true };
    const abaixo = precificarCarga(cargaLotacao, t, [linha({ valor: '5' })], opcoes({ coeficientes }));
    expect(abaixo).toMatchObject({
      abaixoDoPiso: true,
      diferencaParaPiso: '1014.56',
      bloqueadaPeloPiso: true,
    });
    const acima = precificarCarga(cargaLotacao, t, [linha({ valor: '8' })], opcoes({ coeficientes }));
    expect(acima).toMatchObject({ abaixoDoPiso: false, bloqueadaPeloPiso: false });
  });

  it('the ICMS inside an "incluso" price is left out of the comparison; an added one never counts', () => {
    const incluso = { ...lotacao, componentes: [], modoIcms: ModoIcms.Incluso };
    // 400 × 8.20 = 3280.00 with 12 % inside (393.60): 2886.40 without it, below 3014.56
    const preco = precificarCarga(
      cargaLotacao,
      incluso,
      [linha({ valor: '8.20' })],
      opcoes({ coeficientes }),
    );
    expect(preco).toMatchObject({ total: '3280.00', abaixoDoPiso: true, diferencaParaPiso: '128.16' });
    const adicionado = { ...incluso, modoIcms: ModoIcms.Adicionado };
    const semIcms = precificarCarga(
      cargaLotacao,
      adicionado,
      [linha({ valor: '7.6' })],
      opcoes({ coeficientes }),
    );
    // 3040.00 before ICMS is above the floor
    expect(semIcms).toMatchObject({ subtotal: '3040.00', abaixoDoPiso: false });
  });

  it('uses the coefficient in force on the date and the table, cargo type and axles of the load', () => {
    const coefs = [
      coef({ ccd: '5.0000', cc: '500.00', vigenciaInicio: '2024-01-01', vigenciaFim: '2024-12-31' }),
      coef({ ccd: '6.0112', cc: '610.08', vigenciaInicio: '2025-01-01' }),
      coef({
        tipoCarga: TipoCargaAntt.GranelSolido,
        eixos: 7,
        ccd: '7.3130',
        cc: '753.88',
        vigenciaInicio: '2025-01-01',
      }),
    ];
    const l = [linha({ valor: '10' })];
    expect(
      precificarCarga(cargaLotacao, lotacao, l, opcoes({ coeficientes: coefs, data: '2024-03-01' }))?.piso
        ?.valor,
    ).toBe('2500.00');
    expect(precificarCarga(cargaLotacao, lotacao, l, opcoes({ coeficientes: coefs }))?.piso?.valor).toBe(
      '3014.56',
    );
    const granel = carga({ ...cargaLotacao, eixos: 7, tipoCargaAntt: TipoCargaAntt.GranelSolido });
    expect(precificarCarga(granel, lotacao, l, opcoes({ coeficientes: coefs }))?.piso?.valor).toBe('3679.08');
    // No coefficient (before any set, or no axle count): no floor.
    expect(
      precificarCarga(cargaLotacao, lotacao, l, opcoes({ coeficientes: coefs, data: '2023-01-01' }))?.piso,
    ).toBeNull();
    expect(
      precificarCarga({ ...cargaLotacao, eixos: null }, lotacao, l, opcoes({ coeficientes: coefs }))?.piso,
    ).toBeNull();
  });

  it('only lotação tables are floored', () => {
    for (const modalidade of [Modalidade.Compartilhada, Modalidade.Fracionada]) {
      const preco = precificarCarga(
        cargaLotacao,
        { ...lotacao, modalidade },
        [linha({ valor: '1' })],
        opcoes({ coeficientes }),
      );
      expect(preco).toMatchObject({
        piso: null,
        abaixoDoPiso: false,
        diferencaParaPiso: null,
        bloqueadaPeloPiso: false,
      });
    }
  });

  it('rounds half up at the cent and adds the rounded components (0.1 + 0.2 style)', () => {
    const t = tabela({
      componentes: [
        componente({ calculo: CalculoComponente.ValorFixo, valor: '0.1' }),
        componente({ calculo: CalculoComponente.ValorFixo, valor: '0.2' }),
        componente({ calculo: CalculoComponente.PercentualMercadoria, valor: '0.5' }), // 0.005 → 0.01
        componente({ calculo: CalculoComponente.PercentualMercadoria, valor: '0.5' }),
        componente({ calculo: CalculoComponente.PercentualMercadoria, valor: '0.5' }),
      ],
    });
    const preco = precificarCarga(carga({ valorMercadoria: '1' }), t, [linha({ valor: '0.1' })], opcoes());
    expect(preco?.componentes.map((c) => c.valor)).toEqual(['0.10', '0.10', '0.20', '0.01', '0.01', '0.01']);
    // Sum of the rounded components (0.43), not the rounded sum of the raw ones (0.415 → 0.42).
    expect(preco?.subtotal).toBe('0.43');
    expect(preco?.total).toBe('0.43');
    // 1.005 × 1 km half up: 1.01 (a float would give 1.00)
    expect(
      precificarCarga(
        carga({ distanciaKm: '1' }),
        tabela({ tipoTarifa: TipoTarifa.ValorPorKm }),
        [linha({ valor: '1.005' })],
        opcoes(),
      )?.total,
    ).toBe('1.01');
  });

  it('many cents add up exactly', () => {
    const componentes = Array.from({ length: 25 }, () =>
      componente({ calculo: CalculoComponente.ValorFixo, valor: '0.1' }),
    );
    expect(
      precificarCarga(carga(), tabela({ componentes }), [linha({ valor: '0.2' })], opcoes())?.subtotal,
    ).toBe('2.70');
  });

  it('leaves the global Big settings alone', () => {
    expect(Big.RM).toBe(1);
    expect(Big.DP).toBe(20);
  });

  it('no price per kg without weight, no price per m³ without volume', () => {
    const preco = precificarCarga(carga({ pesoKg: '0', volumeM3: '0' }), tabela(), [linha()], opcoes());
    expect(preco).toMatchObject({ precoPorKg: null, precoPorM3: null });
  });
});

describe('ordenarPrecos', () => {
  it('cheapest first, then by table name; the input is untouched', () => {
    const precos = [
      { total: '1000.00', tabelaNome: 'Zeta' },
      { total: '999.99', tabelaNome: 'Beta' },
      { total: '1000.00', tabelaNome: 'Álamo' },
      { total: '10000.00', tabelaNome: 'Alfa' },
      { total: '1000.00', tabelaNome: 'alfa' },
    ];
    const copia = [...precos];
    expect(ordenarPrecos(precos).map((p) => `${p.total} ${p.tabelaNome}`)).toEqual([
      '999.99 Beta',
      '1000.00 Álamo',
      '1000.00 alfa',
      '1000.00 Zeta',
      '10000.00 Alfa',
    ]);
    expect(precos).toEqual(copia);
  });
});

describe('statusVigente', () => {
  const ativa = { status: StatusTabelaFrete.Ativa, vigenciaFim: '2026-05-31' };

  it('an active version expires after its last day or when superseded; drafts stay drafts', () => {
    expect(statusVigente(ativa, '2026-05-31')).toBe(StatusTabelaFrete.Ativa);
    expect(statusVigente(ativa, '2026-06-01')).toBe(StatusTabelaFrete.Expirada);
    expect(statusVigente({ ...ativa, vigenciaFim: null }, '2030-01-01')).toBe(StatusTabelaFrete.Ativa);
    expect(statusVigente({ ...ativa, substituida: true }, '2026-05-01')).toBe(StatusTabelaFrete.Expirada);
    expect(statusVigente({ ...ativa, status: StatusTabelaFrete.Rascunho }, '2027-01-01')).toBe(
      StatusTabelaFrete.Rascunho,
    );
  });
});
