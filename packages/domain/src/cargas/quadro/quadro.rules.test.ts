import { totaisDaEtapa } from './quadro.rules';

const card = (peso: string | null, volume: string | null, volumeUnidade: number, valor: string | null) => ({
  peso,
  volume,
  volumeUnidade,
  valor,
  valorCarga: valor,
});

describe('totaisDaEtapa', () => {
  it('adds the cards exactly, volumes in m³ and litres apart, missing values as zero', () => {
    const totais = totaisDaEtapa([
      card('0.100', '1.500', 7, '0.10'),
      card('0.200', '250.000', 5, '0.20'),
      card(null, null, 7, null),
    ]);
    expect(totais).toEqual({
      quantidadeCargas: 3,
      peso: '0.300',
      volumeM3: '1.500',
      volumeLitros: '250.000',
      valor: '0.30',
      valorCarga: '0.30',
    });
  });

  it('keeps the cents over thousands of cards', () => {
    const totais = totaisDaEtapa(Array.from({ length: 5000 }, () => card('12.345', '0.001', 7, '0.01')));
    expect(totais.valor).toBe('50.00');
    expect(totais.peso).toBe('61725.000');
    expect(totais.volumeM3).toBe('5.000');
  });

  it('is zero for an empty stage', () => {
    expect(totaisDaEtapa([])).toMatchObject({ quantidadeCargas: 0, peso: '0.000', valor: '0.00' });
  });
});
