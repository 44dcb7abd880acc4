import { Modalidade } from '../cargas/cargas.enums';
import { UF_INVALIDA } from '../shared/uf';
import {
  chaveDaRota,
  chaveDoLocal,
  type LinhaParaValidar,
  normalizarValorDoLocal,
  parseFaixaCep,
  validarLinhas,
} from './linhas.rules';
import { TipoLocalFrete } from './tabela-frete.enums';

const REGIAO = '3f1c2b9a-5d4e-4f6a-8b7c-1234567890ab';

const linha = (parcial: Partial<LinhaParaValidar> = {}): LinhaParaValidar => ({
  origemTipo: TipoLocalFrete.Uf,
  origemValor: 'SP',
  destinoTipo: TipoLocalFrete.Municipio,
  destinoValor: '4106902',
  tipoVeiculoId: null,
  pesoInicialKg: null,
  pesoFinalKg: null,
  valor: '100.00',
  ...parcial,
});

const validar = (linhas: LinhaParaValidar[]) => validarLinhas(linhas, Modalidade.Fracionada);

describe('parseFaixaCep', () => {
  it('reads 8 + 8 digits (each CEP with or without its hyphen)', () => {
    expect(parseFaixaCep('01000000-09999999')).toEqual({ inicio: 1000000, fim: 9999999 });
    expect(parseFaixaCep(' 80000-000 - 82999-999 ')).toEqual({ inicio: 80000000, fim: 82999999 });
  });

  it('returns a reversed range as read and null when malformed', () => {
    expect(parseFaixaCep('09999999-01000000')).toEqual({ inicio: 9999999, fim: 1000000 });
    for (const valor of [
      '',
      '01000000',
      '0100000-09999999',
      '01000000-099999990',
      'abcdefgh-ijklmnop',
      '01000000_09999999',
    ]) {
      expect(parseFaixaCep(valor)).toBeNull();
    }
  });
});

describe('lane keys', () => {
  it('normalises each kind of value', () => {
    expect(normalizarValorDoLocal(TipoLocalFrete.Uf, ' sp ')).toBe('SP');
    expect(normalizarValorDoLocal(TipoLocalFrete.Regiao, REGIAO.toUpperCase())).toBe(REGIAO);
    expect(normalizarValorDoLocal(TipoLocalFrete.FaixaCep, '01000-000-09999-999')).toBe('01000000-09999999');
    expect(normalizarValorDoLocal(TipoLocalFrete.Municipio, ' 3550308')).toBe('3550308');
    expect(chaveDoLocal(TipoLocalFrete.Uf, 'pr')).toBe('2:PR');
  });

  it('a lane key holds origin, destination and vehicle type', () => {
    expect(chaveDaRota(linha())).toBe('2:SP>3:4106902|');
    expect(chaveDaRota(linha({ tipoVeiculoId: 7 }))).toBe('2:SP>3:4106902|7');
    expect(chaveDaRota(linha({ origemValor: 'sp' }))).toBe(chaveDaRota(linha()));
  });
});

describe('validarLinhas', () => {
  it('accepts a well-formed table', () => {
    expect(
      validar([
        linha({ pesoInicialKg: '0', pesoFinalKg: '10' }),
        linha({ pesoInicialKg: '10.001', pesoFinalKg: '30' }),
        linha({ pesoInicialKg: '30.001', pesoFinalKg: null, excedentePorKg: '0.35' }),
        linha({ origemTipo: TipoLocalFrete.Regiao, origemValor: REGIAO }),
        linha({ destinoTipo: TipoLocalFrete.FaixaCep, destinoValor: '80000000-82999999' }),
        linha({ tipoVeiculoId: 3 }),
      ]),
    ).toEqual([]);
  });

  it('weights: negative, malformed, start after end', () => {
    expect(validar([linha({ pesoInicialKg: '-1' })])).toEqual([
      { indice: 0, campo: 'pesoInicialKg', mensagem: 'Peso inicial (kg) deve ser maior que zero!' },
    ]);
    expect(validar([linha({ pesoFinalKg: '-0.001' })])).toEqual([
      { indice: 0, campo: 'pesoFinalKg', mensagem: 'Peso final (kg) deve ser maior que zero!' },
    ]);
    expect(validar([linha({ pesoInicialKg: '1,5' })])).toEqual([
      { indice: 0, campo: 'pesoInicialKg', mensagem: 'Peso inicial (kg): Informe um valor válido.' },
    ]);
    expect(validar([linha({ pesoInicialKg: '100', pesoFinalKg: '50' })])).toEqual([
      { indice: 0, campo: 'pesoFinalKg', mensagem: 'Peso final (kg): Valor mínimo: 100' },
    ]);
    expect(validar([linha({ pesoInicialKg: '50', pesoFinalKg: '50' })])).toEqual([]);
  });

  it('price: zero or negative, above 10,000,000, missing or malformed', () => {
    const valor = (v: string) => validar([linha({ valor: v })]).map((e) => `${e.campo} ${e.mensagem}`);
    expect(valor('0')).toEqual(['valor Valor deve ser maior que zero!']);
    expect(valor('-5')).toEqual(['valor Valor deve ser maior que zero!']);
    expect(valor('10000000.01')).toEqual(['valor Valor: Valor máximo: 10000000']);
    expect(valor('10000000')).toEqual([]);
    expect(valor('0.0001')).toEqual([]);
    expect(valor('')).toEqual(['valor Valor é obrigatório!']);
    expect(valor('R$ 10')).toEqual(['valor Valor: Informe um valor válido.']);
  });

  it('excess per kg: negative or malformed', () => {
    expect(validar([linha({ excedentePorKg: '-0.1' })])[0]?.mensagem).toBe(
      'Excedente por kg deve ser maior que zero!',
    );
    expect(validar([linha({ excedentePorKg: 'x' })])[0]?.mensagem).toBe(
      'Excedente por kg: Informe um valor válido.',
    );
  });

  it('lane values: UF, IBGE code, CEP range, region id', () => {
    const erros = validar([
      linha({ origemValor: 'XX' }),
      linha({ destinoValor: '410690' }),
      linha({ origemTipo: TipoLocalFrete.FaixaCep, origemValor: '09999999-01000000' }),
      linha({ destinoTipo: TipoLocalFrete.FaixaCep, destinoValor: '0100-0999' }),
      linha({ origemTipo: TipoLocalFrete.Regiao, origemValor: 'Sul' }),
      linha({ destinoValor: '  ' }),
      linha({ origemTipo: 9 as never }),
    ]);
    expect(erros).toEqual([
      { indice: 0, campo: 'origemValor', mensagem: UF_INVALIDA },
      { indice: 1, campo: 'destinoValor', mensagem: 'Município (IBGE) inválido' },
      { indice: 2, campo: 'origemValor', mensagem: 'CEP final: Valor mínimo: 09999999' },
      { indice: 3, campo: 'destinoValor', mensagem: 'Faixa de CEP inválida' },
      { indice: 4, campo: 'origemValor', mensagem: 'Região inválida' },
      { indice: 5, campo: 'destinoValor', mensagem: 'Destino é obrigatório!' },
      { indice: 6, campo: 'origemTipo', mensagem: 'Tipo de origem: Informe um valor válido.' },
    ]);
  });

  it('reports every problem of a line, in line order', () => {
    const erros = validar([linha(), linha({ origemValor: 'ZZ', pesoInicialKg: '-1', valor: '0' })]);
    expect(erros.map((e) => [e.indice, e.campo])).toEqual([
      [1, 'origemValor'],
      [1, 'pesoInicialKg'],
      [1, 'valor'],
    ]);
  });

  describe('overlapping weight bands', () => {
    it('flags the later line, naming the earlier one (1-based)', () => {
      const erros = validar([
        linha({ pesoInicialKg: '0', pesoFinalKg: '100' }),
        linha({ destinoValor: '3550308', pesoInicialKg: '0', pesoFinalKg: '100' }),
        linha({ pesoInicialKg: '50', pesoFinalKg: '200' }),
      ]);
      expect(erros).toEqual([
        { indice: 2, campo: 'pesoInicialKg', mensagem: 'Faixa de peso sobreposta à linha 1' },
      ]);
    });

    it('names the earlier line even when it has the higher band', () => {
      const erros = validar([
        linha({ pesoInicialKg: '100', pesoFinalKg: '200' }),
        linha({ pesoInicialKg: '0', pesoFinalKg: '150' }),
      ]);
      expect(erros).toEqual([
        { indice: 1, campo: 'pesoInicialKg', mensagem: 'Faixa de peso sobreposta à linha 1' },
      ]);
    });

    it('open ends overlap everything after or before them; two lines without bands overlap', () => {
      expect(
        validar([linha({ pesoInicialKg: '100' }), linha({ pesoInicialKg: '5000', pesoFinalKg: '6000' })]),
      ).toHaveLength(1);
      expect(
        validar([linha({ pesoFinalKg: '100' }), linha({ pesoInicialKg: '0', pesoFinalKg: '1' })]),
      ).toHaveLength(1);
      expect(validar([linha(), linha()])[0]?.mensagem).toBe('Faixa de peso sobreposta à linha 1');
    });

    it('bands meeting at one weight do not overlap (the engine gives it to the lower band)', () => {
      expect(
        validar([
          linha({ pesoInicialKg: '10', pesoFinalKg: '20' }),
          linha({ pesoInicialKg: '0', pesoFinalKg: '10' }),
          linha({ pesoInicialKg: '20' }),
        ]),
      ).toEqual([]);
      // A single-weight band at the edge of another is never reached: it overlaps.
      expect(
        validar([
          linha({ pesoInicialKg: '0', pesoFinalKg: '10' }),
          linha({ pesoInicialKg: '10', pesoFinalKg: '10' }),
        ]),
      ).toHaveLength(1);
    });

    it('different lane, vehicle type or lane kind never overlap; the same place written differently does', () => {
      expect(
        validar([
          linha(),
          linha({ tipoVeiculoId: 3 }),
          linha({ tipoVeiculoId: 4 }),
          linha({ origemValor: 'RJ' }),
          linha({ destinoTipo: TipoLocalFrete.Uf, destinoValor: 'PR' }),
        ]),
      ).toEqual([]);
      expect(validar([linha({ tipoVeiculoId: 3 }), linha({ tipoVeiculoId: '3' })])).toHaveLength(1);
      expect(validar([linha({ origemValor: 'SP' }), linha({ origemValor: 'sp' })])).toHaveLength(1);
    });

    it('every line overlapping an earlier one is flagged once', () => {
      const erros = validar([
        linha({ pesoInicialKg: '0', pesoFinalKg: '1000' }),
        linha({ pesoInicialKg: '100', pesoFinalKg: '200' }),
        linha({ pesoInicialKg: '300', pesoFinalKg: '400' }),
        linha({ pesoInicialKg: '350', pesoFinalKg: '360' }),
      ]);
      expect(erros.map((e) => [e.indice, e.mensagem])).toEqual([
        [1, 'Faixa de peso sobreposta à linha 1'],
        [2, 'Faixa de peso sobreposta à linha 1'],
        [3, 'Faixa de peso sobreposta à linha 1'],
      ]);
    });

    it('lines with invalid weights are left out of the overlap check', () => {
      expect(
        validar([
          linha({ pesoInicialKg: '0', pesoFinalKg: '10' }),
          linha({ pesoInicialKg: '-5', pesoFinalKg: '5' }),
        ]),
      ).toEqual([
        { indice: 1, campo: 'pesoInicialKg', mensagem: 'Peso inicial (kg) deve ser maior que zero!' },
      ]);
    });
  });

  it('validates 20,000 lines (1,000 lanes × 20 bands) quickly, finding the one overlap', () => {
    const linhas: LinhaParaValidar[] = [];
    for (let faixa = 0; faixa < 20; faixa += 1) {
      for (let rota = 0; rota < 1000; rota += 1) {
        linhas.push(
          linha({
            destinoValor: String(4100000 + rota),
            pesoInicialKg: faixa === 0 ? '0' : `${faixa * 100}.001`,
            pesoFinalKg: `${(faixa + 1) * 100}`,
            valor: `${50 + faixa}.90`,
          }),
        );
      }
    }
    expect(linhas).toHaveLength(20_000);
    const inicio = Date.now();
    expect(validar(linhas)).toEqual([]);
    // The last line: lane 999, band 1900.001–2000; make it reach into band 18 (1800.001–1900).
    linhas[19_999] = { ...(linhas[19_999] as LinhaParaValidar), pesoInicialKg: '1850' };
    expect(validar(linhas)).toEqual([
      { indice: 19_999, campo: 'pesoInicialKg', mensagem: 'Faixa de peso sobreposta à linha 19000' },
    ]);
    // Generous bound: a pairwise check of 20,000 lines would take far longer.
    expect(Date.now() - inicio).toBeLessThan(3000);
  });
});
