import {
  decimalParaEscala,
  ESCALA_PESO,
  ESCALA_VALOR,
  ESCALA_VOLUME,
  escalaParaDecimal,
} from '../../shared/decimal';
import { VOLUME_UNIT_LITROS } from '../../shared/formatters';
import type { TCargaQuadroCard } from './quadro.schemas';

/** The sums of a stage column's header (the card layout's `totals`), as exact decimal strings. */
export interface TTotaisEtapa {
  quantidadeCargas: number;
  /** kg */
  peso: string;
  /** m³ (volume unit 7) and litres (unit 5) are summed apart. */
  volumeM3: string;
  volumeLitros: string;
  /** freight value, BRL */
  valor: string;
  valorCarga: string;
}

/** A stage column's totals over its cards, exact (shared/decimal.ts): 5,000 cards add up to the cent. */
export function totaisDaEtapa(
  cards: readonly Pick<TCargaQuadroCard, 'peso' | 'volume' | 'volumeUnidade' | 'valor' | 'valorCarga'>[],
): TTotaisEtapa {
  let peso = 0n;
  let volumeM3 = 0n;
  let volumeLitros = 0n;
  let valor = 0n;
  let valorCarga = 0n;
  for (const card of cards) {
    peso += decimalParaEscala(card.peso, ESCALA_PESO);
    const volume = decimalParaEscala(card.volume, ESCALA_VOLUME);
    if (card.volumeUnidade === VOLUME_UNIT_LITROS) volumeLitros += volume;
    else volumeM3 += volume;
    valor += decimalParaEscala(card.valor, ESCALA_VALOR);
    valorCarga += decimalParaEscala(card.valorCarga, ESCALA_VALOR);
  }
  return {
    quantidadeCargas: cards.length,
    peso: escalaParaDecimal(peso, ESCALA_PESO),
    volumeM3: escalaParaDecimal(volumeM3, ESCALA_VOLUME),
    volumeLitros: escalaParaDecimal(volumeLitros, ESCALA_VOLUME),
    valor: escalaParaDecimal(valor, ESCALA_VALOR),
    valorCarga: escalaParaDecimal(valorCarga, ESCALA_VALOR),
  };
}
