import { formatBRL, formatVolume, formatWeight } from '../../shared/formatters';
import { ROMANEIO_MESSAGES } from './romaneio.messages';
import { somarTotaisDosRomaneios, totaisDoRomaneio } from './romaneio.rules';
import { ROMANEIO_UNIFICADO_MAX, ZRomaneioUnificadoQuery } from './romaneio.schemas';

const NBSP = '\u00a0';
const doc = (
  quantidade: number | null,
  peso: string | null,
  cubagem: string | null,
  valor: string | null,
) => ({
  quantidade,
  peso,
  cubagem,
  valor,
  itens: [],
});

describe('totaisDoRomaneio', () => {
  it('adds unit weight and volume times quantity, and the documents’ values, to the cent', () => {
    const totais = totaisDoRomaneio(
      [
        { ...doc(12, '25.500', '0.125', '1999.90'), itens: [{}, {}] },
        doc(40, '30.000', '0.060', '0.10'),
        doc(null, '1.250', '0.010', '0.20'),
      ],
      7,
    );
    expect(totais).toEqual({
      // 12 × 25,5 + 40 × 30 + 1 × 1,25
      peso: '1507.250',
      // 12 × 0,125 + 40 × 0,06 + 1 × 0,01
      volume: '3.910',
      volumeUnidade: 7,
      valor: '2000.20',
      quantidade: 52,
      documentos: 3,
      itens: 2,
    });
    expect(formatWeight(Number(totais.peso))).toBe('1,51 Ton');
    expect(formatVolume(Number(totais.volume), totais.volumeUnidade)).toBe('3,91 m³');
    expect(formatBRL(Number(totais.valor))).toBe(`R$${NBSP}2.000,20`);
  });

  it('keeps the load’s volume unit and counts missing numbers as zero', () => {
    const totais = totaisDoRomaneio([doc(3, null, '100.5', null)], 5);
    expect(totais).toMatchObject({ peso: '0.000', volume: '301.500', volumeUnidade: 5, valor: '0.00' });
    expect(formatVolume(Number(totais.volume), totais.volumeUnidade)).toBe('301,5 l');
  });

  it('gives zeros for a load without documents', () => {
    expect(totaisDoRomaneio([])).toEqual({
      peso: '0.000',
      volume: '0.000',
      volumeUnidade: 7,
      valor: '0.00',
      quantidade: 0,
      documentos: 0,
      itens: 0,
    });
  });
});

describe('somarTotaisDosRomaneios', () => {
  const emM3 = totaisDoRomaneio([doc(2, '500.000', '1.500', '100.00')], 7);
  const emLitros = totaisDoRomaneio([{ ...doc(4, '10.000', '250.000', '50.55'), itens: [1, 2, 3] }], 5);

  it('adds the loads, converting litres to m³ when units differ', () => {
    expect(somarTotaisDosRomaneios([emM3, emLitros])).toEqual({
      peso: '1040.000',
      // 3 m³ + 1000 l
      volume: '4.000',
      volumeUnidade: 7,
      valor: '150.55',
      quantidade: 6,
      documentos: 2,
      itens: 3,
    });
  });

  it('stays in litres when every load is in litres', () => {
    expect(somarTotaisDosRomaneios([emLitros, emLitros])).toMatchObject({
      volume: '2000.000',
      volumeUnidade: 5,
    });
  });
});

describe('ZRomaneioUnificadoQuery', () => {
  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

  it('reads a comma-separated list, keeping each id once in its first position', () => {
    const parsed = ZRomaneioUnificadoQuery.parse({ cargaIds: `${id(2)}, ${id(1)},${id(2).toUpperCase()}` });
    expect(parsed.cargaIds).toEqual([id(2), id(1)]);
    expect(ZRomaneioUnificadoQuery.parse({ cargaIds: [id(1), id(3)] }).cargaIds).toEqual([id(1), id(3)]);
  });

  it('refuses no ids, malformed ids and more than the maximum', () => {
    const empty = ZRomaneioUnificadoQuery.safeParse({});
    expect(empty.error?.issues[0]?.message).toBe(ROMANEIO_MESSAGES.cargaIdsObrigatorio);
    expect(ZRomaneioUnificadoQuery.safeParse({ cargaIds: 'x' }).success).toBe(false);
    const many = Array.from({ length: ROMANEIO_UNIFICADO_MAX + 1 }, (_, n) => id(n)).join(',');
    const tooMany = ZRomaneioUnificadoQuery.safeParse({ cargaIds: many });
    expect(tooMany.error?.issues[0]?.message).toBe('Valor máximo: 50 cargas.');
  });
});
