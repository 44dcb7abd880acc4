import { type TQuadroCargaFiltros, ZQuadroCargaFiltros } from '@embarca/domain';
import { describe, expect, it } from 'vitest';
import { fimDoDia, inicioDoDia, lerDia } from '../filtros/dia-sao-paulo';
import {
  countFiltrosAtivos,
  filtrosFromSearch,
  filtrosToSearch,
  toQuadroQuery,
} from '../filtros/use-quadro-filtros';

const CARRIER = '0b6f1c8e-2f43-4c47-9a51-3d0c2f7d9e10';

const FULL: TQuadroCargaFiltros = {
  codigo: 1042,
  origem: 'Campinas',
  destino: 'Porto Alegre, RS',
  dhColetaIni: '2024-05-01',
  dhColetaFim: '2024-05-31',
  dhEntregaIni: '2024-06-10',
  visibilidades: [1, 99],
  tiposFrete: [3],
  query: 'Sorocaba',
  transportadora: CARRIER,
  motorista: 'João',
  numerosNF: ['123', '4567'],
  placa: 'ABC1D23',
  situacao: [2, 7],
  comOcorrencia: true,
  ultimaEntregaRealizada: false,
  possuiRedespacho: true,
};

describe('board filters in the URL', () => {
  it('round-trips every filter', () => {
    const search = filtrosToSearch(FULL);
    expect(filtrosFromSearch(search)).toEqual(FULL);
    expect(filtrosFromSearch(search.toString())).toEqual(FULL);
    expect(search.get('visibilidades')).toBe('1,99');
    expect(search.get('dhColetaIni')).toBe('2024-05-01');
    expect(search.get('comOcorrencia')).toBe('true');
    expect(search.get('ultimaEntregaRealizada')).toBe('false');
  });

  it('leaves other parameters (the drawer) out and reads only its own keys', () => {
    const filtros = filtrosFromSearch('?drawer=cargas/detalhes/1&codigo=7&origem=Santos');
    expect(filtros).toEqual({ codigo: 7, origem: 'Santos' });
    expect(filtrosToSearch(filtros).has('drawer')).toBe(false);
  });

  it('drops invalid values one by one, keeping the valid ones', () => {
    const filtros = filtrosFromSearch(
      [
        'codigo=abc',
        'query=ab',
        'transportadora=not-a-guid',
        'visibilidades=1,5,99,x',
        'tiposFrete=4',
        'situacao=5,2,99,8',
        'comOcorrencia=maybe',
        'possuiRedespacho=false',
        'dhColetaIni=2024-02-30',
        'dhColetaFim=31/05/2024',
        'dhEntregaIni=2024-06-10',
        'placa=ABCDEFGHIJKLM',
        'origem=%20%20',
      ].join('&'),
    );
    expect(filtros).toEqual({
      visibilidades: [1, 99],
      situacao: [2, 8],
      possuiRedespacho: false,
      dhEntregaIni: '2024-06-10',
    });
  });

  it('reads an instant in a date field as its São Paulo day', () => {
    // 02:30 UTC on the 2nd is still the 1st in São Paulo (UTC−3).
    expect(filtrosFromSearch('dhColetaIni=2024-05-02T02:30:00Z').dhColetaIni).toBe('2024-05-01');
    expect(lerDia('2024-05-02T03:00:00Z')).toBe('2024-05-02');
  });
});

describe('toQuadroQuery (wire format of ZQuadroCargaFiltros)', () => {
  it('sends each day range from the first to the last instant of the São Paulo days', () => {
    const query = toQuadroQuery(FULL);
    expect(query.get('dhColetaIni')).toBe('2024-05-01T00:00:00.000-03:00');
    expect(query.get('dhColetaFim')).toBe('2024-05-31T23:59:59.999-03:00');
    expect(query.get('dhEntregaIni')).toBe('2024-06-10T00:00:00.000-03:00');
    expect(query.has('dhEntregaFim')).toBe(false);
    expect(new Date(query.get('dhColetaIni') ?? '').toISOString()).toBe('2024-05-01T03:00:00.000Z');
    expect(new Date(query.get('dhColetaFim') ?? '').toISOString()).toBe('2024-06-01T02:59:59.999Z');
  });

  it('is accepted by the API contract and parses back to the same values', () => {
    const wire = Object.fromEntries(toQuadroQuery(FULL));
    const parsed = ZQuadroCargaFiltros.parse(wire);
    expect(parsed).toEqual({
      ...FULL,
      dhColetaIni: inicioDoDia('2024-05-01'),
      dhColetaFim: fimDoDia('2024-05-31'),
      dhEntregaIni: inicioDoDia('2024-06-10'),
    });
    expect(wire.numerosNF).toBe('123,4567');
    expect(wire.situacao).toBe('2,7');
  });

  it('uses the daylight-saving offset on days that had it (before 2019)', () => {
    expect(inicioDoDia('2018-01-15')).toBe('2018-01-15T00:00:00.000-02:00');
  });

  it('never sends an invalid value (a two-letter query)', () => {
    expect(toQuadroQuery({ query: 'ab', codigo: 3 }).toString()).toBe('codigo=3');
    expect(toQuadroQuery({}).toString()).toBe('');
  });
});

describe('countFiltrosAtivos', () => {
  it('counts one per control, a date range once', () => {
    expect(countFiltrosAtivos({})).toBe(0);
    expect(countFiltrosAtivos({ dhColetaIni: '2024-05-01', dhColetaFim: '2024-05-02' })).toBe(1);
    expect(countFiltrosAtivos({ dhEntregaFim: '2024-05-02', comOcorrencia: false })).toBe(2);
    // 14 single controls + the two date ranges.
    expect(countFiltrosAtivos(FULL)).toBe(16);
  });

  it('ignores empty and invalid values', () => {
    expect(countFiltrosAtivos({ numerosNF: [], query: 'ab', origem: '' })).toBe(0);
  });
});
