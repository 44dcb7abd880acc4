import { formatPlate, isValidPlate, normalizePlate } from '../../shared/plates';
import {
  anoMaximoVeiculo,
  capacidadeDoConjunto,
  normalizarRenavam,
  piorSituacaoDocumentos,
  renavamComDigito,
  renavamValido,
  situacaoDocumentoVeiculo,
} from './veiculos.rules';
import { ZConjuntoRequest, ZVeiculoRequest } from './veiculos.schemas';

describe('placa', () => {
  it('accepts both formats, with or without the hyphen, and stores them normalised', () => {
    expect(isValidPlate('abc-1234')).toBe(true);
    expect(isValidPlate('BRA2E19')).toBe(true);
    expect(isValidPlate('BRA-2E19')).toBe(true);
    expect(isValidPlate('AB-12345')).toBe(false);
    expect(isValidPlate('ABC12D3')).toBe(false);
    expect(normalizePlate('bra-2e19')).toBe('BRA2E19');
    expect(formatPlate('ABC1234')).toBe('ABC-1234');
  });

  it("refuses an invalid plate with the spec's message", () => {
    const result = ZVeiculoRequest.safeParse({ placa: 'XX-1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['placa'], message: 'Informe uma placa válida.' });
    expect(ZVeiculoRequest.parse({ placa: 'bra-2e19' }).placa).toBe('BRA2E19');
  });
});

describe('RENAVAM', () => {
  it('checks the digit (weights 3,2,9,8,7,6,5,4,3,2; ×10 mod 11, 10 → 0)', () => {
    // 0+3*0+... worked example: base 6395130680 → sum 3*6+2*3+9*9+8*5+7*1+6*3+5*0+4*6+3*8+2*0 = 218;
    // 2180 mod 11 = 2 → digit 2.
    expect(renavamComDigito('6395130680')).toBe('63951306802');
    expect(renavamValido('63951306802')).toBe(true);
    expect(renavamValido('63951306803')).toBe(false);
    expect(renavamValido('11111111111')).toBe(false);
    expect(renavamValido('123')).toBe(false);
    expect(renavamValido('')).toBe(false);
  });

  it('pads the old 9-digit numbers with zeros', () => {
    const onze = renavamComDigito('0012345678');
    expect(normalizarRenavam(onze.slice(2))).toBe(onze);
    expect(renavamValido(onze.slice(2))).toBe(true);
  });

  it('a check digit of 10 counts as 0', () => {
    // Find a base whose raw digit is 10 and check the rule keeps 0.
    const base = Array.from({ length: 200 }, (_, i) => String(1_000_000_000 + i)).find((candidate) => {
      const pesos = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
      const soma = pesos.reduce((total, peso, i) => total + peso * Number(candidate[i]), 0);
      return (soma * 10) % 11 === 10;
    });
    expect(base).toBeDefined();
    expect(renavamComDigito(base as string).endsWith('0')).toBe(true);
    expect(renavamValido(`${base}0`)).toBe(true);
  });

  it('the body refuses a wrong digit naming RENAVAM', () => {
    const result = ZVeiculoRequest.safeParse({ placa: 'ABC1234', renavam: '63951306803' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['renavam'], message: 'RENAVAM inválido' });
  });
});

describe('capacidadeDoConjunto', () => {
  it('sums what the members registered', () => {
    expect(
      capacidadeDoConjunto([
        { capacidadeKg: 0, capacidadeM3: null },
        { capacidadeKg: 30000.5, capacidadeM3: 90 },
        { capacidadeKg: 25000.25, capacidadeM3: 85.1 },
      ]),
    ).toEqual({ capacidadeKg: 55000.75, capacidadeM3: 175.1 });
  });

  it('is null for a measure nobody registered', () => {
    expect(capacidadeDoConjunto([{ capacidadeKg: 1000, capacidadeM3: null }])).toEqual({
      capacidadeKg: 1000,
      capacidadeM3: null,
    });
    expect(capacidadeDoConjunto([])).toEqual({ capacidadeKg: null, capacidadeM3: null });
  });
});

describe('documents', () => {
  it('is valid through its expiry day and expiring within the notice days', () => {
    expect(situacaoDocumentoVeiculo('2026-01-10', '2026-01-10', 30)).toBe('a-vencer');
    expect(situacaoDocumentoVeiculo('2026-01-09', '2026-01-10', 30)).toBe('vencido');
    expect(situacaoDocumentoVeiculo('2026-02-09', '2026-01-10', 30)).toBe('a-vencer');
    expect(situacaoDocumentoVeiculo('2026-02-10', '2026-01-10', 30)).toBe('valido');
    expect(situacaoDocumentoVeiculo(null, '2026-01-10', 30)).toBe('sem-validade');
    expect(piorSituacaoDocumentos(['valido', 'a-vencer', 'vencido'])).toBe('vencido');
    expect(piorSituacaoDocumentos(['valido', 'a-vencer'])).toBe('a-vencer');
    expect(piorSituacaoDocumentos([])).toBeNull();
  });
});

describe('bounds and ownership', () => {
  it('refuses negative or absurd measures naming the field', () => {
    const result = ZVeiculoRequest.safeParse({ placa: 'ABC1234', capacidadeKg: -1, taraKg: 1e9, ano: 1800 });
    const paths = result.error?.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['capacidadeKg', 'taraKg', 'ano']));
    expect(ZVeiculoRequest.safeParse({ placa: 'ABC1234', ano: anoMaximoVeiculo() + 1 }).success).toBe(false);
  });

  it('a third party names its carrier; the others drop it', () => {
    const semTransportadora = ZVeiculoRequest.safeParse({ placa: 'ABC1234', propriedade: 3 });
    expect(semTransportadora.error?.issues[0]?.path).toEqual(['transportadoraEmpresaId']);
    const propria = ZVeiculoRequest.parse({
      placa: 'ABC1234',
      propriedade: 1,
      transportadoraEmpresaId: '5f8a0c1e-7b1d-4c52-9d7e-3f7c2a1b9e10',
    });
    expect(propria.transportadoraEmpresaId).toBeNull();
  });

  it('the set refuses repeated equipment', () => {
    const id = '5f8a0c1e-7b1d-4c52-9d7e-3f7c2a1b9e10';
    expect(ZConjuntoRequest.safeParse({ equipamentoIds: [id, id] }).success).toBe(false);
    expect(ZConjuntoRequest.parse({ equipamentoIds: [id.toUpperCase()] }).equipamentoIds).toEqual([id]);
  });
});
