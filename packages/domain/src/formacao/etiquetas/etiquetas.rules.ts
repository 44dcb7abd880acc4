import { documentoKind, formatDocumento } from '../../shared/documents';
import { abbreviateName, formatWeight } from '../../shared/formatters';
import {
  ETIQUETAS_LIMITES,
  ETIQUETAS_MESSAGES,
  type TEtiquetaParte,
  type TEtiquetaVolume,
} from './etiquetas.schemas';

/**
 * Volume labels (etiquetas) of the load formation: the orders' volumes expanded into labels, the texts a
 * label prints (shared by the web's PDF and the ZPL) and the ZPL of Zebra printers (our own template).
 */

/** A party of an order as the labels read it (the order's origin → sender, destination → recipient). */
export interface ParteParaEtiqueta {
  nome: string | null;
  documentoEmpresa: string | null;
  localidade: string | null;
  cidade: string | null;
  uf: string | null;
}

/** The order (pedido) fields the labels read. */
export interface PedidoParaEtiqueta {
  id: string;
  codigo: string;
  cargaCodigo: number | null;
  /** null or 0 → one volume. */
  quantidadeVolumes: number | null;
  /** kg; null when the order has no weight. */
  pesoTotal: number | null;
  numeroNf: string | null;
  origem: ParteParaEtiqueta;
  destino: ParteParaEtiqueta;
}

/** The volumes of an order: null, 0, negative or not a number count as one volume; fractions are cut. */
export function volumesDoPedido(quantidadeVolumes: number | null | undefined): number {
  if (typeof quantidadeVolumes !== 'number' || !Number.isFinite(quantidadeVolumes)) return 1;
  return Math.max(1, Math.floor(quantidadeVolumes));
}

/**
 * Why these orders cannot be labelled in one print, or null: an order above
 * ETIQUETAS_LIMITES.maxVolumesPorPedido volumes, or more than maxVolumesPorImpressao labels in all, or
 * no order at all.
 */
export function problemaDasEtiquetas(pedidos: readonly PedidoParaEtiqueta[]): string | null {
  if (pedidos.length === 0) return ETIQUETAS_MESSAGES.nenhumaEtiqueta;
  let total = 0;
  for (const pedido of pedidos) {
    const volumes = volumesDoPedido(pedido.quantidadeVolumes);
    if (volumes > ETIQUETAS_LIMITES.maxVolumesPorPedido) {
      return ETIQUETAS_MESSAGES.volumesDoPedidoDemais(
        pedido.codigo,
        volumes,
        ETIQUETAS_LIMITES.maxVolumesPorPedido,
      );
    }
    total += volumes;
  }
  if (total > ETIQUETAS_LIMITES.maxVolumesPorImpressao) {
    return ETIQUETAS_MESSAGES.volumesDemais(total, ETIQUETAS_LIMITES.maxVolumesPorImpressao);
  }
  return null;
}

/**
 * The order's weight split over its volumes, in grams so the parts add up exactly: every volume gets
 * the whole grams of weight / N and the last one the rest (10 kg in 3 → 3,333 + 3,333 + 3,334). null
 * (or a weight that is not a number) → null for every volume.
 */
export function pesosDosVolumes(pesoTotal: number | null | undefined, volumes: number): (number | null)[] {
  if (typeof pesoTotal !== 'number' || !Number.isFinite(pesoTotal)) {
    return Array.from({ length: volumes }, () => null);
  }
  const gramas = Math.round(pesoTotal * 1000);
  const parte = Math.trunc(gramas / volumes);
  const resto = gramas - parte * (volumes - 1);
  return Array.from({ length: volumes }, (_, i) => (i === volumes - 1 ? resto : parte) / 1000);
}

/**
 * A text as Code128 reads it everywhere (scanners, ZPL's ^BC subset B, bwip-js): accents stripped
 * ('ç' → 'C'), upper case, only printable ASCII (0x20–0x7E) without '^', '~' and '>' — ZPL's ^BC takes
 * those as commands and invocation codes —, spaces collapsed and trimmed.
 */
export function textoCode128(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .replace(/[^\x20-\x7E]|[\^~>]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** The barcode of a volume: `<pedido>-<nnn>` ('PED-1042-002'), Code128-safe (textoCode128). */
export function codigoDeBarrasDoVolume(pedidoCodigo: string, volume: number): string {
  return textoCode128(`${pedidoCodigo}-${String(volume).padStart(3, '0')}`);
}

/** A value of the QR text: no separator '|' nor control characters, spaces collapsed. */
function valorQr(valor: string | number | null | undefined): string {
  if (valor === null || valor === undefined) return '';
  return String(valor)
    .replace(/[|\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The QR code of a volume, a compact text any reader (a phone, a warehouse scanner) splits on '|':
 * `EMBARCA|PED:<pedido>|VOL:<n>/<N>|NF:<nf>|CARGA:<carga>` — e.g.
 * 'EMBARCA|PED:PED-1042|VOL:2/3|NF:123456|CARGA:1042'. An order without NF or load has the key with an
 * empty value ('NF:', 'CARGA:'), so the keys are always the same five. Values keep their accents (the QR
 * holds UTF-8) but lose '|' and line breaks (turned into spaces).
 */
export function conteudoQrDoVolume(dados: {
  pedidoCodigo: string;
  volume: number;
  volumes: number;
  numeroNf: string | null;
  cargaCodigo: number | null;
}): string {
  return [
    'EMBARCA',
    `PED:${valorQr(dados.pedidoCodigo)}`,
    `VOL:${dados.volume}/${dados.volumes}`,
    `NF:${valorQr(dados.numeroNf)}`,
    `CARGA:${valorQr(dados.cargaCodigo)}`,
  ].join('|');
}

function parteDaEtiqueta(parte: ParteParaEtiqueta): TEtiquetaParte {
  const texto = (valor: string | null) => {
    const limpo = (valor ?? '').trim();
    return limpo === '' ? null : limpo;
  };
  return {
    nome: texto(parte.nome) ?? '',
    documento: texto(parte.documentoEmpresa),
    localidade: texto(parte.localidade),
    cidade: texto(parte.cidade),
    uf: texto(parte.uf)?.toUpperCase() ?? null,
  };
}

/**
 * One label per volume of each order, in the orders' order then volume 1..N: sender = the order's origin,
 * recipient = its destination, the weight split by pesosDosVolumes. Throws a RangeError with the pt-BR
 * message when problemaDasEtiquetas refuses the orders (the API checks it first and answers 400).
 */
export function etiquetasDosPedidos(pedidos: readonly PedidoParaEtiqueta[]): TEtiquetaVolume[] {
  if (pedidos.length === 0) return [];
  const problema = problemaDasEtiquetas(pedidos);
  if (problema) throw new RangeError(problema);
  return pedidos.flatMap((pedido) => {
    const volumes = volumesDoPedido(pedido.quantidadeVolumes);
    const pesos = pesosDosVolumes(pedido.pesoTotal, volumes);
    const remetente = parteDaEtiqueta(pedido.origem);
    const destinatario = parteDaEtiqueta(pedido.destino);
    const numeroNf = pedido.numeroNf?.trim() || null;
    return pesos.map((pesoKg, i) => {
      const volume = i + 1;
      return {
        pedidoId: pedido.id,
        pedidoCodigo: pedido.codigo,
        cargaCodigo: pedido.cargaCodigo,
        remetente: { ...remetente },
        destinatario: { ...destinatario },
        numeroNf,
        volume,
        volumes,
        pesoKg,
        codigoBarras: codigoDeBarrasDoVolume(pedido.codigo, volume),
        qrConteudo: conteudoQrDoVolume({
          pedidoCodigo: pedido.codigo,
          volume,
          volumes,
          numeroNf,
          cargaCodigo: pedido.cargaCodigo,
        }),
      };
    });
  });
}

// ------------------------------------------------------------------------------------ printed texts

/** Longest name and place a label prints (a longer one is cut with '…', abbreviateName). */
export const ETIQUETA_MAX_NOME = 60;
export const ETIQUETA_MAX_LOCALIDADE = 80;

export const ETIQUETA_TEXTOS = {
  remetente: 'REMETENTE',
  destinatario: 'DESTINATÁRIO',
  semValor: '—',
} as const;

/** The texts of a party as printed: name, 'CNPJ 11.222.333/0001-81', the place, 'Campinas/SP'. */
export interface TTextosParteEtiqueta {
  titulo: string;
  nome: string;
  documento: string;
  localidade: string;
  cidadeUf: string;
}

/** What a label prints, the same in the PDF and in the ZPL. */
export interface TTextosEtiqueta {
  remetente: TTextosParteEtiqueta;
  destinatario: TTextosParteEtiqueta;
  /** 'NF: 123456' ('NF: —' without one). */
  nf: string;
  /** 'Volume 2/3'. */
  volume: string;
  /** 'Peso: 3,33 kg' (formatWeight; 'Peso: —' without weight). */
  peso: string;
  /** 'Pedido: PED-1042'. */
  pedido: string;
  /** 'Carga: 1042', or null when the order is in no load. */
  carga: string | null;
}

function textosDaParte(titulo: string, parte: TEtiquetaParte): TTextosParteEtiqueta {
  const tipo = documentoKind(parte.documento);
  const documento = parte.documento ? formatDocumento(parte.documento) : '';
  return {
    titulo,
    nome: abbreviateName(parte.nome, ETIQUETA_MAX_NOME),
    documento: documento && tipo ? `${tipo} ${documento}` : documento,
    localidade: abbreviateName(parte.localidade, ETIQUETA_MAX_LOCALIDADE),
    cidadeUf: [parte.cidade, parte.uf].filter((valor) => valor && valor.trim() !== '').join('/'),
  };
}

/** The texts a label prints (textosDaParte for sender and recipient, formatWeight for the weight). */
export function textosDaEtiqueta(etiqueta: TEtiquetaVolume): TTextosEtiqueta {
  return {
    remetente: textosDaParte(ETIQUETA_TEXTOS.remetente, etiqueta.remetente),
    destinatario: textosDaParte(ETIQUETA_TEXTOS.destinatario, etiqueta.destinatario),
    nf: `NF: ${etiqueta.numeroNf || ETIQUETA_TEXTOS.semValor}`,
    volume: `Volume ${etiqueta.volume}/${etiqueta.volumes}`,
    peso: `Peso: ${formatWeight(etiqueta.pesoKg) || ETIQUETA_TEXTOS.semValor}`,
    pedido: `Pedido: ${etiqueta.pedidoCodigo}`,
    carga: etiqueta.cargaCodigo === null ? null : `Carga: ${etiqueta.cargaCodigo}`,
  };
}

// ------------------------------------------------------------------------------------------- ZPL

/** The ZPL label: 4 × 6 in (≈ 100 × 150 mm) at 203 dpi. */
export const ZPL_LARGURA_DOTS = 812;
export const ZPL_ALTURA_DOTS = 1218;
const MARGEM = 30;
const LARGURA_UTIL = ZPL_LARGURA_DOTS - 2 * MARGEM;

/**
 * A data text for a ZPL field printed with `^FH^FD…^FS`. `^FH` makes '_' the hex escape of the field, so
 * the three characters a printer would read as syntax are written as their hex bytes: '_' → '_5F' (the
 * escape itself), '^' → '_5E' (format command prefix: '^FS', '^XZ' in a name cannot end the field or
 * the label) and '~' → '_7E' (control command prefix: '~JA' would cancel the queue). Control characters
 * (line breaks included) become spaces. Accented letters go as they are: the label selects UTF-8 (^CI28).
 */
export function escaparCampoZpl(texto: string): string {
  return texto
    .replace(/\p{Cc}/gu, ' ')
    .replace(/[_^~]/g, (char) => `_${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

interface OpcoesTextoZpl {
  /** Character height and width in dots (font 0). */
  fonte: number;
  largura?: number;
  linhas?: number;
  alinhamento?: 'L' | 'C' | 'R';
}

/** A text field: font 0 scaled, a field block (^FB) of `linhas` lines cut at `largura` dots. */
function campoTexto(x: number, y: number, texto: string, opcoes: OpcoesTextoZpl): string {
  const { fonte, largura = LARGURA_UTIL, linhas = 1, alinhamento = 'L' } = opcoes;
  return `^FO${x},${y}^A0N,${fonte},${fonte}^FB${largura},${linhas},0,${alinhamento},0^FH^FD${escaparCampoZpl(texto)}^FS`;
}

/** A horizontal rule across the label. */
function linha(y: number): string {
  return `^FO${MARGEM},${y}^GB${LARGURA_UTIL},3,3^FS`;
}

/** Code128 module width in dots: as wide as fits the label (≈ 11 modules a character + 35). */
function larguraModuloCode128(texto: string): number {
  const modulos = 11 * texto.length + 35;
  if (modulos * 3 <= LARGURA_UTIL) return 3;
  if (modulos * 2 <= LARGURA_UTIL) return 2;
  return 1;
}

/**
 * The ZPL of one label (`^XA … ^XZ`, 812 × 1218 dots): sender, recipient (city/UF in large type), then
 * NF, weight, 'Volume n/N', order and load on the left with the QR code (^BQN model 2, magnification 6,
 * error correction Q, automatic mode: `^FDQA,…`) on the right, and the Code128 barcode (^BC, with its
 * interpretation line) across the bottom. Every data field goes through escaparCampoZpl.
 */
export function zplDaEtiqueta(etiqueta: TEtiquetaVolume): string {
  const t = textosDaEtiqueta(etiqueta);
  const x = MARGEM;
  const colunaEsquerda = 500;
  const partes = [
    '^XA',
    '^CI28',
    `^PW${ZPL_LARGURA_DOTS}`,
    `^LL${ZPL_ALTURA_DOTS}`,
    '^LH0,0',
    campoTexto(x, 30, t.remetente.titulo, { fonte: 24 }),
    campoTexto(x, 60, t.remetente.nome, { fonte: 30, linhas: 2 }),
    campoTexto(x, 128, t.remetente.documento, { fonte: 24 }),
    campoTexto(x, 158, [t.remetente.localidade, t.remetente.cidadeUf].filter(Boolean).join(' - '), {
      fonte: 24,
      linhas: 2,
    }),
    linha(218),
    campoTexto(x, 238, t.destinatario.titulo, { fonte: 24 }),
    campoTexto(x, 268, t.destinatario.nome, { fonte: 40, linhas: 2 }),
    campoTexto(x, 358, t.destinatario.documento, { fonte: 26 }),
    campoTexto(x, 390, t.destinatario.localidade, { fonte: 26, linhas: 2 }),
    campoTexto(x, 456, t.destinatario.cidadeUf, { fonte: 64 }),
    linha(535),
    campoTexto(x, 560, t.nf, { fonte: 34, largura: colunaEsquerda }),
    campoTexto(x, 606, t.peso, { fonte: 34, largura: colunaEsquerda }),
    campoTexto(x, 656, t.volume, { fonte: 70, largura: colunaEsquerda }),
    campoTexto(x, 740, t.pedido, { fonte: 30, largura: colunaEsquerda }),
  ];
  if (t.carga) partes.push(campoTexto(x, 780, t.carga, { fonte: 30, largura: colunaEsquerda }));
  partes.push(
    `^FO540,555^BQN,2,6^FH^FDQA,${escaparCampoZpl(etiqueta.qrConteudo)}^FS`,
    linha(830),
    `^FO${x},860^BY${larguraModuloCode128(etiqueta.codigoBarras)},3,200^BCN,200,Y,N,N^FH^FD${escaparCampoZpl(etiqueta.codigoBarras)}^FS`,
    '^XZ',
  );
  return partes.join('\n');
}

/** The ZPL of the labels: one `^XA…^XZ` block per label, in order, each on its own lines ('' for none). */
export function zplDasEtiquetas(etiquetas: readonly TEtiquetaVolume[]): string {
  return etiquetas.map((etiqueta) => `${zplDaEtiqueta(etiqueta)}\n`).join('');
}
