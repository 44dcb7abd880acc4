import {
  desnormalizacaoMessage,
  ZAtualizarVeiculoBody,
  ZCancelarCargaQuery,
  ZDesativarCargaBody,
} from './cargas.schemas';

const OFERTA = '7d444840-9dc0-11d1-b245-5ffdce74fad2';

describe('load contracts', () => {
  it('deactivation requires the reason', () => {
    const result = ZDesativarCargaBody.safeParse({ ofertaCargaId: OFERTA });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Motivo é obrigatório!']);
  });

  it('deactivation fills the defaults and checks reverterRemessas', () => {
    expect(ZDesativarCargaBody.parse({ motivoId: 3, ofertaCargaId: OFERTA, reverterRemessas: 2 })).toEqual({
      motivoId: 3,
      ofertaCargaId: OFERTA,
      reverterFormacao: false,
      reverterRemessas: 2,
      desativarLote: false,
    });
    expect(
      ZDesativarCargaBody.safeParse({ motivoId: 3, ofertaCargaId: OFERTA, reverterRemessas: 3 }).success,
    ).toBe(false);
  });

  it('cancel query and vehicle update', () => {
    expect(ZCancelarCargaQuery.parse({ motivo: 'Sem veículo', reverterRemessa: 'true' })).toEqual({
      motivo: 'Sem veículo',
      reverterRemessa: true,
    });
    expect(
      ZAtualizarVeiculoBody.safeParse({ veiculoId: 'x', motoristaId: OFERTA }).error?.issues[0]?.message,
    ).toBe('Formato inválido.');
  });
});

describe('desnormalizacaoMessage', () => {
  it('lists the recalculated columns in pt-BR, or says nothing changed', () => {
    expect(desnormalizacaoMessage(['dhColeta', 'contratacaoOwnerId'])).toBe(
      'Dados da carga recalculados: data de coleta, conta da transportadora contratada.',
    );
    expect(desnormalizacaoMessage([])).toBe('Dados da carga conferidos: nada mudou.');
  });
});
