import {
  documentoKind,
  formatBRL,
  formatDateTime,
  formatDistance,
  formatDocumento,
  formatNumber,
  formatPhone,
  formatPlate,
  formatVolume,
  formatWeight,
  MODALIDADE_LABELS,
  SITUACAO_CARGA_LABELS,
  TIPO_FRETE_LABELS,
  TIPO_ROTA_LABELS,
  type TModalidade,
  type TRomaneioDetalhes,
  type TRomaneioDocumento,
  type TRomaneioTotais,
  type TSituacaoCarga,
  type TTipoFrete,
  type TTipoRota,
} from '@embarca/domain';
import { SEM_VALOR } from '../detalhes/detalhes.texts';
import { decimal } from '../quadro/quadro-state';
import { ROMANEIO_TEXTOS } from './romaneio.texts';

/**
 * The manifest as printed text: every value of ZRomaneioDetalhes formatted once, in pt-BR, with the
 * domain's formatters (BRL, dd/MM/yyyy HH:mm in America/Sao_Paulo, kg/Ton, m³ or l, CNPJ/CPF, plates,
 * phones). The page (HTML) and the PDF (pdfmake) both draw this model, so they always say the same.
 */

export interface TCampo {
  rotulo: string;
  valor: string;
}

export interface TColuna {
  titulo: string;
  /** Numbers are right-aligned. */
  numero?: boolean;
}

export interface TTabela {
  colunas: TColuna[];
  linhas: string[][];
}

export interface TLinhaDocumento {
  celulas: string[];
  /** The document's items (each row in `COLUNAS_ITENS` order); empty when printed without items. */
  itens: string[][];
}

export interface TBlocoPartes {
  titulo: string;
  campos: TCampo[];
}

export interface TRomaneioImpressao {
  cargaId: string;
  /** The load code as text (the barcode's content and the file name). */
  codigo: string;
  titulo: string;
  emitidoEm: string;
  dadosCarga: TCampo[];
  partes: TBlocoPartes[];
  rota: TTabela;
  documentos: { colunas: TColuna[]; linhas: TLinhaDocumento[] };
  /** Documents left out of a one-page summary (resumoDaCarga); 0 on the manifests. */
  documentosOcultos: number;
  comItens: boolean;
  totais: TCampo[];
}

const ou = (value: string | null | undefined) => (value ? value : SEM_VALOR);
const dataHora = (value: string | null) => ou(formatDateTime(value));

export const COLUNAS_ROTA: TColuna[] = [
  { titulo: '#', numero: true },
  { titulo: 'Tipo' },
  { titulo: 'Empresa' },
  { titulo: 'Endereço' },
  { titulo: 'Cidade/UF' },
  { titulo: 'Previsto' },
  { titulo: 'Realizado' },
];

export const COLUNAS_DOCUMENTOS: TColuna[] = [
  { titulo: 'Número' },
  { titulo: 'NF' },
  { titulo: 'Código' },
  { titulo: 'Descrição' },
  { titulo: 'Qtd.', numero: true },
  { titulo: 'Acondicionamento' },
  { titulo: 'Peso unit.', numero: true },
  { titulo: 'Volume unit.', numero: true },
  { titulo: 'Valor', numero: true },
];

export const COLUNAS_ITENS: TColuna[] = [
  { titulo: 'Item' },
  { titulo: 'Código' },
  { titulo: 'Descrição' },
  { titulo: 'Qtd.', numero: true },
  { titulo: 'Peso unit.', numero: true },
  { titulo: 'Valor', numero: true },
];

/** 'Nome – CNPJ 11.222.333/0001-81'. */
function empresa(nome: string | null | undefined, documento: string | null | undefined): string {
  if (!nome) return SEM_VALOR;
  const tipo = documentoKind(documento);
  return tipo ? `${nome} – ${tipo} ${formatDocumento(documento)}` : nome;
}

/** Letters and digits only, lower case, without accents: to compare two ways of writing an address. */
function normalizado(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The point's address: the company's registered address, then the point's own place (dock, site) unless
 * it only repeats that address (imports often copy the street into the place).
 */
function enderecoDoPonto(endereco: string | null, localidade: string | null): string {
  if (!endereco || !localidade) return ou(endereco || localidade);
  const inicio = normalizado(localidade).slice(0, 15);
  return normalizado(endereco).includes(inicio) ? endereco : `${endereco} – ${localidade}`;
}

function cidadeUf(cidade: string | null, uf: string | null): string {
  return ou([cidade, uf].filter(Boolean).join('/'));
}

/** The planned window: '01/05/2024 08:00' or '01/05/2024 08:00 a 01/05/2024 12:00'. */
function previsto(inicio: string | null, fim: string | null): string {
  const de = formatDateTime(inicio);
  const ate = formatDateTime(fim);
  if (de && ate && ate !== de) return `${de} a ${ate}`;
  return ou(de || ate);
}

function linhaDocumento(doc: TRomaneioDocumento, volumeUnidade: number, comItens: boolean): TLinhaDocumento {
  return {
    celulas: [
      ou(doc.numero),
      ou(doc.numeroNf),
      ou(doc.codigo ?? doc.remessaCodigo),
      ou(doc.descricao),
      doc.quantidade === null ? SEM_VALOR : formatNumber(doc.quantidade, 0),
      ou(doc.tipoAcondicionamento),
      ou(formatWeight(decimal(doc.peso))),
      ou(formatVolume(decimal(doc.cubagem), volumeUnidade)),
      ou(formatBRL(decimal(doc.valor))),
    ],
    itens: comItens
      ? doc.itens.map((item) => [
          String(item.ordem),
          ou(item.codigo),
          item.descricao,
          formatNumber(decimal(item.quantidade), 3),
          ou(formatWeight(decimal(item.peso))),
          ou(formatBRL(decimal(item.valor))),
        ])
      : [],
  };
}

/** The totals block: weight (kg, Ton above 1000 kg), volume (m³ or l), value, packages and counts. */
export function camposDosTotais(totais: TRomaneioTotais, comItens: boolean): TCampo[] {
  const campos: TCampo[] = [
    { rotulo: 'Peso total', valor: formatWeight(decimal(totais.peso)) },
    { rotulo: 'Volume total', valor: formatVolume(decimal(totais.volume), totais.volumeUnidade) },
    { rotulo: 'Valor dos documentos', valor: formatBRL(decimal(totais.valor)) },
    { rotulo: 'Quantidade de volumes', valor: formatNumber(totais.quantidade, 0) },
    { rotulo: 'Documentos', valor: formatNumber(totais.documentos, 0) },
  ];
  if (comItens) campos.push({ rotulo: 'Itens', valor: formatNumber(totais.itens, 0) });
  return campos;
}

/** The manifest of one load as printed text; `comItens: false` is 'Gerar romaneio sem itens'. */
export function romaneioParaImpressao(
  romaneio: TRomaneioDetalhes,
  { comItens }: { comItens: boolean },
): TRomaneioImpressao {
  const placas = romaneio.veiculo
    ? [romaneio.veiculo.placa, ...romaneio.veiculo.equipamentos].map(formatPlate).join(' / ')
    : '';
  return {
    cargaId: romaneio.id,
    codigo: String(romaneio.codigo),
    titulo: `${ROMANEIO_TEXTOS.tituloRomaneio} nº ${romaneio.codigo}`,
    emitidoEm: `Emitido em ${formatDateTime(romaneio.emitidoEm)}`,
    dadosCarga: [
      { rotulo: 'Código identificador', valor: ou(romaneio.codigoIdentificador) },
      {
        rotulo: 'Situação',
        valor: ou(SITUACAO_CARGA_LABELS[romaneio.situacao as TSituacaoCarga]),
      },
      { rotulo: 'Tipo de frete', valor: ou(TIPO_FRETE_LABELS[romaneio.tipoFrete as TTipoFrete]) },
      {
        rotulo: 'Modalidade',
        valor: ou(romaneio.modalidade === null ? '' : MODALIDADE_LABELS[romaneio.modalidade as TModalidade]),
      },
      { rotulo: 'Característica', valor: ou(romaneio.caracteristica) },
      { rotulo: 'Unidade de negócio', valor: romaneio.unidadeNegocio.nome },
      { rotulo: 'Coleta', valor: dataHora(romaneio.dhColeta) },
      { rotulo: 'Entrega', valor: dataHora(romaneio.dhEntrega) },
      { rotulo: 'Peso da carga', valor: ou(formatWeight(decimal(romaneio.peso))) },
      {
        rotulo: 'Volume da carga',
        valor: ou(formatVolume(decimal(romaneio.volume), romaneio.volumeUnidade)),
      },
      { rotulo: 'Valor da carga', valor: ou(formatBRL(decimal(romaneio.valorCarga))) },
      { rotulo: 'Distância', valor: ou(formatDistance(romaneio.distancia)) },
    ],
    partes: [
      {
        titulo: 'Embarcador',
        campos: [
          { rotulo: 'Empresa', valor: empresa(romaneio.embarcador.nome, romaneio.embarcador.documento) },
        ],
      },
      {
        titulo: 'Transportadora',
        campos: [
          {
            rotulo: 'Empresa',
            valor: romaneio.transportadora
              ? empresa(romaneio.transportadora.nome, romaneio.transportadora.documento)
              : ROMANEIO_TEXTOS.naoContratada,
          },
          { rotulo: 'Placas', valor: ou(placas) },
          { rotulo: 'Motorista', valor: ou(romaneio.motorista?.nome) },
          { rotulo: 'CPF', valor: ou(formatDocumento(romaneio.motorista?.documento)) },
          { rotulo: 'Telefone', valor: ou(formatPhone(romaneio.motorista?.telefone)) },
        ],
      },
      {
        titulo: 'Contato',
        campos: [
          { rotulo: 'Nome', valor: ou(romaneio.contato?.nome) },
          { rotulo: 'Telefone', valor: ou(formatPhone(romaneio.contato?.telefone)) },
          { rotulo: 'E-mail', valor: ou(romaneio.contato?.email) },
        ],
      },
    ],
    rota: {
      colunas: COLUNAS_ROTA,
      linhas: romaneio.rotas.map((ponto) => [
        String(ponto.ordem),
        TIPO_ROTA_LABELS[ponto.rota as TTipoRota] ?? SEM_VALOR,
        empresa(ponto.empresa?.nome, ponto.empresa?.documento),
        enderecoDoPonto(ponto.endereco, ponto.localidade),
        cidadeUf(ponto.cidade, ponto.uf),
        previsto(ponto.dhPrevista, ponto.dhFimPrevista),
        dataHora(ponto.dhRealizada),
      ]),
    },
    documentos: {
      colunas: COLUNAS_DOCUMENTOS,
      linhas: romaneio.documentos.map((doc) => linhaDocumento(doc, romaneio.volumeUnidade, comItens)),
    },
    documentosOcultos: 0,
    comItens,
    totais: camposDosTotais(romaneio.totais, comItens),
  };
}

/** At most this many documents in the one-page load summary; the manifest lists them all. */
export const MAX_DOCUMENTOS_RESUMO = 8;

/**
 * The load PDF ('Gerar PDF', drawer `cargas/cargas/carga-pdf`): the manifest without items, titled as the
 * load's summary, with the freight value (the manifest handed to the driver leaves it out), its documents
 * cut at MAX_DOCUMENTOS_RESUMO so it fits one page (the totals still count them all).
 */
export function resumoDaCarga(romaneio: TRomaneioDetalhes): TRomaneioImpressao {
  const impressao = romaneioParaImpressao(romaneio, { comItens: false });
  const linhas = impressao.documentos.linhas;
  return {
    ...impressao,
    titulo: `${ROMANEIO_TEXTOS.tituloCargaPdf} nº ${romaneio.codigo}`,
    dadosCarga: [
      ...impressao.dadosCarga,
      { rotulo: 'Valor do frete', valor: ou(formatBRL(decimal(romaneio.valorFrete))) },
    ],
    documentos: { ...impressao.documentos, linhas: linhas.slice(0, MAX_DOCUMENTOS_RESUMO) },
    documentosOcultos: Math.max(0, linhas.length - MAX_DOCUMENTOS_RESUMO),
  };
}

/** The download's file name: 'romaneio-1042.pdf'. */
export function nomeArquivoRomaneio(codigo: number | string): string {
  return `romaneio-${codigo}.pdf`;
}

/** The unified manifest's file name: 'romaneio-unificado-1042-1043-1050.pdf' (at most 5 codes, then the count). */
export function nomeArquivoRomaneioUnificado(codigos: readonly (number | string)[]): string {
  if (codigos.length <= 5) return `romaneio-unificado-${codigos.join('-')}.pdf`;
  return `romaneio-unificado-${codigos[0]}-e-mais-${codigos.length - 1}.pdf`;
}

/** The load PDF's file name: 'carga-1042.pdf'. */
export function nomeArquivoCargaPdf(codigo: number | string): string {
  return `carga-${codigo}.pdf`;
}
