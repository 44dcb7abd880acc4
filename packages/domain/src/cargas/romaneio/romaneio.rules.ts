import { VOLUME_UNIT_LITROS, VOLUME_UNIT_METRO_CUBICO } from '../../shared/formatters';
import type { TRomaneioTotais } from './romaneio.schemas';

/**
 * The manifest's totals, computed exactly: the decimal strings of the contract are read as scaled
 * integers (BigInt), never as floats, so R$ 0,10 + R$ 0,20 is R$ 0,30 and a load of 40 documents adds up
 * to the cent.
 */

const PESO_SCALE = 3;
const VOLUME_SCALE = 3;
const VALOR_SCALE = 2;
const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * A decimal string as an integer in units of 10^-scale, rounded half away from zero beyond `scale`
 * decimals. null, '' and anything that is not a plain decimal count as zero.
 */
export function decimalParaEscala(value: string | number | null | undefined, scale: number): bigint {
  if (value === null || value === undefined) return 0n;
  const match = DECIMAL.exec(String(value).trim());
  if (!match) return 0n;
  const [, sign, whole = '0', fraction = ''] = match;
  const kept = fraction.slice(0, scale).padEnd(scale, '0');
  let units = BigInt(whole) * 10n ** BigInt(scale) + BigInt(kept || '0');
  if ((fraction[scale] ?? '0') >= '5') units += 1n;
  return sign === '-' ? -units : units;
}

/** An integer in units of 10^-scale as a decimal string with exactly `scale` decimals ('1234.500'). */
export function escalaParaDecimal(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/** Divides scaled units by 10^n, rounding half away from zero (litres → m³ is n = 3). */
function dividirPorPotenciaDe10(units: bigint, n: number): bigint {
  const divisor = 10n ** BigInt(n);
  const half = divisor / 2n;
  return units >= 0n ? (units + half) / divisor : -((-units + half) / divisor);
}

/** The document fields the totals read (02 §3 "Load document"): unit weight and volume, the value. */
export interface TDocumentoParaTotais {
  quantidade: number | null;
  /** kg per unit */
  peso: string | null;
  /** per unit, in the load's volume unit */
  cubagem: string | null;
  /** the document's value, BRL */
  valor: string | null;
  itens?: readonly unknown[] | null;
}

/**
 * The totals of a load's documents:
 * - weight = Σ unit weight × quantity (kg); volume = Σ unit volume × quantity, in the load's unit;
 *   a document without a quantity counts as one unit (as the register form's totals do);
 * - value = Σ the documents' values (a document's `valor` is its whole value, as the register form reads it);
 * - quantidade = Σ the stated quantities (the packages); documentos and itens are counts.
 * Missing numbers count as zero.
 */
export function totaisDoRomaneio(
  documentos: readonly TDocumentoParaTotais[],
  volumeUnidade: number = VOLUME_UNIT_METRO_CUBICO,
): TRomaneioTotais {
  let peso = 0n;
  let volume = 0n;
  let valor = 0n;
  let quantidade = 0;
  let itens = 0;
  for (const documento of documentos) {
    const unidades = BigInt(documento.quantidade ?? 1);
    peso += decimalParaEscala(documento.peso, PESO_SCALE) * unidades;
    volume += decimalParaEscala(documento.cubagem, VOLUME_SCALE) * unidades;
    valor += decimalParaEscala(documento.valor, VALOR_SCALE);
    quantidade += documento.quantidade ?? 0;
    itens += documento.itens?.length ?? 0;
  }
  return {
    peso: escalaParaDecimal(peso, PESO_SCALE),
    volume: escalaParaDecimal(volume, VOLUME_SCALE),
    volumeUnidade: volumeUnidade === VOLUME_UNIT_LITROS ? VOLUME_UNIT_LITROS : VOLUME_UNIT_METRO_CUBICO,
    valor: escalaParaDecimal(valor, VALOR_SCALE),
    quantidade,
    documentos: documentos.length,
    itens,
  };
}

/**
 * The grand totals of several manifests (the unified manifest). Volumes add up in litres when every
 * load is in litres; otherwise in m³, litres converted (1 l = 0,001 m³). No manifest → zeros in m³.
 */
export function somarTotaisDosRomaneios(lista: readonly TRomaneioTotais[]): TRomaneioTotais {
  const emLitros = lista.length > 0 && lista.every((totais) => totais.volumeUnidade === VOLUME_UNIT_LITROS);
  let peso = 0n;
  let volume = 0n;
  let valor = 0n;
  let quantidade = 0;
  let documentos = 0;
  let itens = 0;
  for (const totais of lista) {
    peso += decimalParaEscala(totais.peso, PESO_SCALE);
    const litrosOuM3 = decimalParaEscala(totais.volume, VOLUME_SCALE);
    volume +=
      !emLitros && totais.volumeUnidade === VOLUME_UNIT_LITROS
        ? dividirPorPotenciaDe10(litrosOuM3, 3)
        : litrosOuM3;
    valor += decimalParaEscala(totais.valor, VALOR_SCALE);
    quantidade += totais.quantidade;
    documentos += totais.documentos;
    itens += totais.itens;
  }
  return {
    peso: escalaParaDecimal(peso, PESO_SCALE),
    volume: escalaParaDecimal(volume, VOLUME_SCALE),
    volumeUnidade: emLitros ? VOLUME_UNIT_LITROS : VOLUME_UNIT_METRO_CUBICO,
    valor: escalaParaDecimal(valor, VALOR_SCALE),
    quantidade,
    documentos,
    itens,
  };
}
