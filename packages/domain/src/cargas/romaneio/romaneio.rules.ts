import {
  decimalParaEscala,
  dividirPorPotenciaDe10,
  escalaParaDecimal,
  ESCALA_PESO as PESO_SCALE,
  ESCALA_VALOR as VALOR_SCALE,
  ESCALA_VOLUME as VOLUME_SCALE,
} from '../../shared/decimal';
import { VOLUME_UNIT_LITROS, VOLUME_UNIT_METRO_CUBICO } from '../../shared/formatters';
import type { TRomaneioTotais } from './romaneio.schemas';

/** The manifest's totals, computed exactly (shared/decimal.ts): a load of 40 documents adds up to the cent. */

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
