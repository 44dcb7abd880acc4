import { PropriedadeVeiculo, ZVeiculoRequest } from '@embarca/domain';
import { describe, expect, it } from 'vitest';
import { formDoVeiculo, mascararPlaca, requestDoForm, VEICULO_FORM_VAZIO } from '../veiculo-form.values';

describe('mascararPlaca', () => {
  it('keeps the Mercosul plate without a hyphen and gives the old one its hyphen', () => {
    expect(mascararPlaca('bra2e19')).toBe('BRA2E19');
    expect(mascararPlaca('abc1234')).toBe('ABC-1234');
    expect(mascararPlaca('ABC-12')).toBe('ABC-12');
    expect(mascararPlaca('abc1')).toBe('ABC1');
    expect(mascararPlaca('a b.c-1d23xyz')).toBe('ABC1D23');
  });
});

describe('requestDoForm', () => {
  it('sends an equipment without vehicle type or traction, and numbers from the inputs', () => {
    const body = requestDoForm({
      ...VEICULO_FORM_VAZIO,
      cadastro: 'equipamento',
      placa: 'ABC-1234',
      tipoVeiculo: '1',
      tracao: '2',
      tipoEquipamento: '9',
      capacidadeKg: 30000.5,
      capacidadeM3: '',
    });
    expect(body).toMatchObject({
      placa: 'ABC-1234',
      tipoVeiculo: null,
      tracao: null,
      tipoEquipamento: 9,
      capacidadeKg: 30000.5,
      capacidadeM3: null,
    });
    expect(ZVeiculoRequest.parse(body).placa).toBe('ABC1234');
  });

  it('names the carrier only for a third party', () => {
    const comum = { ...VEICULO_FORM_VAZIO, placa: 'BRA2E19', transportadoraEmpresaId: 'x' };
    expect(
      requestDoForm({ ...comum, propriedade: String(PropriedadeVeiculo.Propria) }).transportadoraEmpresaId,
    ).toBeNull();
    expect(
      requestDoForm({ ...comum, propriedade: String(PropriedadeVeiculo.Terceiro) }).transportadoraEmpresaId,
    ).toBe('x');
  });

  it('an empty vehicle fills the empty form', () => {
    expect(formDoVeiculo(null)).toEqual(VEICULO_FORM_VAZIO);
  });
});
