import {
  MESSAGES,
  Modalidade,
  type TCadastroCargaInput,
  type TCadastroCargaRotaPontoInput,
  type TCotacaoFreteSalva,
  TipoFrete,
  TipoRota,
  TipoTarifa,
  type TTipoRota,
  totaisDoRomaneio,
  totaisDosItens as totaisExatosDosItens,
  UnidadeMedida,
  VisibilidadeCarga,
} from '@embarca/domain';
import { maskPhoneInput } from '../../../lib/ui/input-masks';
import { dataHoraDigitadaInvalida, instanteDaParede, paredeDoInstante } from './data-hora';

/**
 * The load form as typed (02 §3 "Load edit payload", 01 §3 cargo template). Its groups and field names
 * mirror the contract (`TCadastroCargaInput`), so a zod issue path ('origemDestino.1.dhInicio') is the
 * form field's path. Selects hold codes as text, number inputs '' when empty, dates São Paulo wall clocks;
 * `chave` is a React key that follows a row when it moves, never sent.
 */

/** A NumberInput's value: a number, or '' when empty. */
export type TNumeroForm = number | string;

export interface TRotaPontoForm {
  chave: string;
  empresaId: string | null;
  /** The chosen company's name, shown by its picker (not sent). */
  empresaNome: string | null;
  localidade: string;
  cidade: string;
  uf: string;
  /** Kept from the loaded load/template; dropped when the place changes. */
  latitude: number | null;
  longitude: number | null;
  /** 'YYYY-MM-DD HH:mm:ss' in São Paulo, or null. */
  dhInicio: string | null;
  dhFim: string | null;
}

export interface TDocumentoItemForm {
  chave: string;
  codigo: string;
  descricao: string;
  quantidade: TNumeroForm;
  peso: TNumeroForm;
  valor: TNumeroForm;
}

export interface TDocumentoForm {
  chave: string;
  numero: string;
  numeroNf: string;
  chaveNf: string;
  codigo: string;
  descricao: string;
  quantidade: TNumeroForm;
  tipoAcondicionamento: string;
  peso: TNumeroForm;
  cubagem: TNumeroForm;
  valor: TNumeroForm;
  comprimento: TNumeroForm;
  largura: TNumeroForm;
  altura: TNumeroForm;
  itens: TDocumentoItemForm[];
}

export interface TCargaFormValues {
  carga: {
    tipoFrete: string;
    modalidade: string;
    caracteristicaId: string | null;
    pesoBruto: TNumeroForm;
    volume: TNumeroForm;
    volumeUnidade: string;
    acondicionamentoQtd: TNumeroForm;
    acondicionamento: string;
    codIdentificador: string;
    valorCarga: TNumeroForm;
  };
  pagamento: {
    valorFrete: TNumeroForm;
    valorTotalFrete: TNumeroForm;
    impostoSuspenso: boolean;
    tipoTarifa: string | null;
    /** The freight table version the load was quoted with (kept, not shown: a quote's 'Criar carga'). */
    tabelaFreteId: string | null;
  };
  contatos: { contato: string; telefone: string; email: string };
  /** In km in the form (metres in the contract). */
  distancia: TNumeroForm;
  /** Minutes. */
  tempo: TNumeroForm;
  origemDestino: TRotaPontoForm[];
  visibilidade: string;
  transportadoras: string[];
  documentos: TDocumentoForm[];
}

let sequencia = 0;
/** A fresh React key for a new row. */
export function novaChave(): string {
  sequencia += 1;
  return `k${sequencia}`;
}

export function novoPonto(): TRotaPontoForm {
  return {
    chave: novaChave(),
    empresaId: null,
    empresaNome: null,
    localidade: '',
    cidade: '',
    uf: '',
    latitude: null,
    longitude: null,
    dhInicio: null,
    dhFim: null,
  };
}

export function novoItem(): TDocumentoItemForm {
  return { chave: novaChave(), codigo: '', descricao: '', quantidade: '', peso: '', valor: '' };
}

export function novoDocumento(): TDocumentoForm {
  return {
    chave: novaChave(),
    numero: '',
    numeroNf: '',
    chaveNf: '',
    codigo: '',
    descricao: '',
    quantidade: '',
    tipoAcondicionamento: '',
    peso: '',
    cubagem: '',
    valor: '',
    comprimento: '',
    largura: '',
    altura: '',
    itens: [],
  };
}

/** An empty new load: CIF, Lotação, m³, restricted, an origin and a final destination. */
export function valoresIniciais(): TCargaFormValues {
  return {
    carga: {
      tipoFrete: String(TipoFrete.CIF),
      modalidade: String(Modalidade.Lotacao),
      caracteristicaId: null,
      pesoBruto: '',
      volume: '',
      volumeUnidade: String(UnidadeMedida.MetroCubico),
      acondicionamentoQtd: '',
      acondicionamento: '',
      codIdentificador: '',
      valorCarga: '',
    },
    pagamento: {
      valorFrete: '',
      valorTotalFrete: '',
      impostoSuspenso: false,
      tipoTarifa: null,
      tabelaFreteId: null,
    },
    contatos: { contato: '', telefone: '', email: '' },
    distancia: '',
    tempo: '',
    origemDestino: [novoPonto(), novoPonto()],
    visibilidade: String(VisibilidadeCarga.Restrita),
    transportadoras: [],
    documentos: [],
  };
}

// ------------------------------------------------------------------ contract → form (edit, template)

const numeroForm = (value: number | null | undefined): TNumeroForm =>
  typeof value === 'number' && Number.isFinite(value) ? value : '';
const textoForm = (value: string | null | undefined): string => value ?? '';
const codigoForm = (value: number | null | undefined): string | null =>
  value === null || value === undefined ? null : String(value);

function pontoForm(ponto: TCadastroCargaRotaPontoInput, nomes: ReadonlyMap<string, string>): TRotaPontoForm {
  const dhInicio = ponto.dhInicio as string | Date | undefined;
  const dhFim = ponto.dhFim as string | Date | undefined;
  return {
    chave: novaChave(),
    empresaId: ponto.empresaId ?? null,
    empresaNome: ponto.empresaId ? (nomes.get(ponto.empresaId) ?? null) : null,
    localidade: textoForm(ponto.localidade),
    cidade: textoForm(ponto.cidade),
    uf: textoForm(ponto.uf),
    latitude: ponto.latitude ?? null,
    longitude: ponto.longitude ?? null,
    dhInicio: paredeDoInstante(dhInicio),
    dhFim: paredeDoInstante(dhFim),
  };
}

type TDocumentoInput = NonNullable<TCadastroCargaInput['documentos']>[number];

function documentoForm(documento: TDocumentoInput): TDocumentoForm {
  return {
    chave: novaChave(),
    numero: textoForm(documento.numero),
    numeroNf: textoForm(documento.numeroNf),
    chaveNf: textoForm(documento.chaveNf),
    codigo: textoForm(documento.codigo),
    descricao: textoForm(documento.descricao),
    quantidade: numeroForm(documento.quantidade),
    tipoAcondicionamento: textoForm(documento.tipoAcondicionamento),
    peso: numeroForm(documento.peso),
    cubagem: numeroForm(documento.cubagem),
    valor: numeroForm(documento.valor),
    comprimento: numeroForm(documento.comprimento),
    largura: numeroForm(documento.largura),
    altura: numeroForm(documento.altura),
    itens: (documento.itens ?? []).map((item) => ({
      chave: novaChave(),
      codigo: textoForm(item.codigo),
      descricao: textoForm(item.descricao),
      quantidade: numeroForm(item.quantidade),
      peso: numeroForm(item.peso),
      valor: numeroForm(item.valor),
    })),
  };
}

/**
 * The form for a stored load or a template's model. `nomes` names the route points' companies (dadosEdicao's
 * `entregas`); a company not named there is looked up by its picker. Route points are put in route order
 * (origin first, final destination last) — the form derives each point's type from its position.
 */
export function formularioDoCadastro(
  dados: TCadastroCargaInput,
  nomes: ReadonlyMap<string, string> = new Map(),
): TCargaFormValues {
  const iniciais = valoresIniciais();
  const pontos = [...(dados.origemDestino ?? [])].sort((a, b) => ordemDoTipo(a.rota) - ordemDoTipo(b.rota));
  const rota = pontos.map((ponto) => pontoForm(ponto, nomes));
  while (rota.length < 2) rota.push(novoPonto());
  return {
    carga: {
      tipoFrete: codigoForm(dados.carga?.tipoFrete) ?? iniciais.carga.tipoFrete,
      modalidade: codigoForm(dados.carga?.modalidade) ?? iniciais.carga.modalidade,
      caracteristicaId: dados.carga?.caracteristicaId ?? null,
      pesoBruto: numeroForm(dados.carga?.pesoBruto),
      volume: numeroForm(dados.carga?.volume),
      volumeUnidade: codigoForm(dados.carga?.volumeUnidade) ?? iniciais.carga.volumeUnidade,
      acondicionamentoQtd: numeroForm(dados.carga?.acondicionamentoQtd),
      acondicionamento: textoForm(dados.carga?.acondicionamento),
      codIdentificador: textoForm(dados.carga?.codIdentificador),
      valorCarga: numeroForm(dados.carga?.valorCarga),
    },
    pagamento: {
      valorFrete: numeroForm(dados.pagamento?.valorFrete),
      valorTotalFrete: numeroForm(dados.pagamento?.valorTotalFrete),
      impostoSuspenso: dados.pagamento?.impostoSuspenso ?? false,
      tipoTarifa: codigoForm(dados.pagamento?.tipoTarifa),
      tabelaFreteId: dados.pagamento?.tabelaFreteId ?? null,
    },
    contatos: {
      contato: textoForm(dados.contatos?.contato),
      telefone: dados.contatos?.telefone ? maskPhoneInput(dados.contatos.telefone) : '',
      email: textoForm(dados.contatos?.email),
    },
    distancia: typeof dados.distancia === 'number' ? dados.distancia / 1000 : '',
    tempo: numeroForm(dados.tempo),
    origemDestino: rota,
    visibilidade: codigoForm(dados.visibilidade) ?? iniciais.visibilidade,
    transportadoras: [...(dados.transportadoras ?? [])],
    documentos: (dados.documentos ?? []).map(documentoForm),
  };
}

/** A decimal string of the API as a number input's value ('' when absent). */
const numeroDoDecimal = (value: string | null | undefined): TNumeroForm =>
  value === null || value === undefined || value === '' ? '' : Number(value);

/**
 * A new load from a saved freight quote (issue 19, 'Criar carga' on a price): the quote's origin and
 * destination cities, weight, volume and goods value, and — from the chosen table's price — the modality,
 * the freight value (the price's total) and the tariff type 'Tabela de frete'. Dates and the rest stay empty.
 * A table the quote did not price leaves the freight empty.
 */
export function formularioDaCotacao(cotacao: TCotacaoFreteSalva, tabelaId: string | null): TCargaFormValues {
  const iniciais = valoresIniciais();
  const preco = cotacao.resultado.precos.find((item) => item.tabelaId === tabelaId) ?? null;
  const { origem, destino } = cotacao.resultado;
  const [primeiro = novoPonto(), ultimo = novoPonto()] = iniciais.origemDestino;
  return {
    ...iniciais,
    carga: {
      ...iniciais.carga,
      modalidade: preco ? String(preco.modalidade) : iniciais.carga.modalidade,
      pesoBruto: numeroDoDecimal(cotacao.entrada.pesoKg),
      volume: numeroDoDecimal(cotacao.entrada.volumeM3),
      valorCarga: numeroDoDecimal(cotacao.entrada.valorMercadoria),
    },
    pagamento: {
      ...iniciais.pagamento,
      valorFrete: preco ? numeroDoDecimal(preco.total) : '',
      tipoTarifa: preco ? String(TipoTarifa.TabelaFrete) : null,
      tabelaFreteId: preco?.tabelaId ?? null,
    },
    origemDestino: [
      { ...primeiro, cidade: origem.nome, uf: origem.uf },
      { ...ultimo, cidade: destino.nome, uf: destino.uf },
    ],
  };
}

/** Origin, stops, destination: the stable sort keeps the stops in their stored order. */
function ordemDoTipo(rota: number): number {
  return rota === TipoRota.Origem ? 0 : rota === TipoRota.Destino ? 2 : 1;
}

// ---------------------------------------------------------------------------------- form → contract

const numero = (value: TNumeroForm): number | undefined => {
  if (value === '' || value === null || value === undefined) return undefined;
  const parsed = typeof value === 'number' ? value : Number(value);
  // A half-typed number ('1.') is not a number: the contract says 'Informe um valor válido.'.
  return Number.isNaN(parsed) ? (Number.NaN as number) : parsed;
};
/** Blank optional text is left out (the contract's optional phone and e-mail reject ''). */
const texto = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

/** The type of the point at `index` of `total`: the first is the origin, the last the final destination. */
export function tipoDoPonto(index: number, total: number): TTipoRota {
  if (index === 0) return TipoRota.Origem;
  if (index === total - 1) return TipoRota.Destino;
  return TipoRota.Parada;
}

function pontoCadastro(ponto: TRotaPontoForm, index: number, total: number): TCadastroCargaRotaPontoInput {
  return {
    rota: tipoDoPonto(index, total),
    empresaId: ponto.empresaId ?? undefined,
    localidade: texto(ponto.localidade),
    cidade: ponto.cidade,
    uf: ponto.uf,
    latitude: ponto.latitude ?? undefined,
    longitude: ponto.longitude ?? undefined,
    dhInicio: instanteDaParede(ponto.dhInicio) ?? (undefined as unknown as string),
    dhFim: instanteDaParede(ponto.dhFim) ?? undefined,
  };
}

function documentoCadastro(documento: TDocumentoForm): TDocumentoInput {
  return {
    codigo: texto(documento.codigo),
    descricao: texto(documento.descricao),
    numero: documento.numero,
    quantidade: numero(documento.quantidade),
    tipoAcondicionamento: texto(documento.tipoAcondicionamento),
    peso: numero(documento.peso),
    cubagem: numero(documento.cubagem),
    valor: numero(documento.valor),
    comprimento: numero(documento.comprimento),
    largura: numero(documento.largura),
    altura: numero(documento.altura),
    numeroNf: texto(documento.numeroNf),
    chaveNf: texto(documento.chaveNf),
    itens: documento.itens.map((item) => ({
      codigo: texto(item.codigo),
      descricao: item.descricao,
      quantidade: numero(item.quantidade) as number,
      peso: numero(item.peso),
      valor: numero(item.valor),
    })),
  };
}

/** The register payload the form stands for (validated by `ZCadastroCarga` before it is sent). */
export function cadastroDosValores(values: TCargaFormValues): TCadastroCargaInput {
  const distanciaKm = numero(values.distancia);
  const total = values.origemDestino.length;
  const direcionada = Number(values.visibilidade) === VisibilidadeCarga.Direcionada;
  return {
    carga: {
      tipoFrete: Number(values.carga.tipoFrete) as TCadastroCargaInput['carga']['tipoFrete'],
      modalidade: Number(values.carga.modalidade) as TCadastroCargaInput['carga']['modalidade'],
      caracteristicaId: values.carga.caracteristicaId ?? undefined,
      pesoBruto: numero(values.carga.pesoBruto) as number,
      volume: numero(values.carga.volume),
      volumeUnidade: Number(values.carga.volumeUnidade) as NonNullable<
        TCadastroCargaInput['carga']['volumeUnidade']
      >,
      acondicionamentoQtd: numero(values.carga.acondicionamentoQtd),
      acondicionamento: texto(values.carga.acondicionamento),
      codIdentificador: texto(values.carga.codIdentificador),
      valorCarga: numero(values.carga.valorCarga),
    },
    pagamento: {
      valorFrete: numero(values.pagamento.valorFrete),
      valorTotalFrete: numero(values.pagamento.valorTotalFrete),
      impostoSuspenso: values.pagamento.impostoSuspenso,
      tipoTarifa: values.pagamento.tipoTarifa
        ? (Number(values.pagamento.tipoTarifa) as NonNullable<TCadastroCargaInput['pagamento']>['tipoTarifa'])
        : undefined,
      // Only while the tariff is still 'Tabela de frete': choosing another tariff lets the table go.
      tabelaFreteId:
        values.pagamento.tabelaFreteId && Number(values.pagamento.tipoTarifa) === TipoTarifa.TabelaFrete
          ? values.pagamento.tabelaFreteId
          : undefined,
    },
    contatos: {
      contato: texto(values.contatos.contato),
      telefone: texto(values.contatos.telefone),
      email: texto(values.contatos.email),
    },
    distancia: distanciaKm === undefined ? undefined : Math.round(distanciaKm * 1000),
    tempo: numero(values.tempo),
    origemDestino: values.origemDestino.map((ponto, index) => pontoCadastro(ponto, index, total)),
    visibilidade: Number(values.visibilidade) as TCadastroCargaInput['visibilidade'],
    // The carriers chosen before switching back to restricted are kept in the form, not sent.
    transportadoras: direcionada ? values.transportadoras : [],
    documentos: values.documentos.map(documentoCadastro),
  };
}

// ------------------------------------------------------------------------------------------ totals

export interface TTotaisCarga {
  /** kg: each document's unit weight × its quantity (1 when not given). */
  peso: number;
  /** BRL: the documents' values. */
  valor: number;
  documentos: number;
  itens: number;
}

/** A form number as the domain's decimal string; blank or half-typed counts as zero (null). */
function decimalDoForm(value: TNumeroForm): string | null {
  const parsed = numero(value);
  return parsed === undefined || !Number.isFinite(parsed) ? null : String(parsed);
}

/** A document's quantity for the totals (whole units): null when blank; a half-typed one counts as zero. */
function quantidadeDoForm(value: TNumeroForm): number | null {
  const parsed = numero(value);
  if (parsed === undefined) return null;
  return Number.isInteger(parsed) ? parsed : 0;
}

/**
 * The documents' totals shown under the list, by the domain's rule (`totaisDoRomaneio`, exact decimals):
 * a document's `peso` is per unit (02 §2 popover: "unit weight") times its quantity (1 when not given),
 * its `valor` is the document's value; a blank number counts as zero.
 */
export function totaisDosDocumentos(documentos: readonly TDocumentoForm[]): TTotaisCarga {
  const totais = totaisDoRomaneio(
    documentos.map((documento) => ({
      quantidade: quantidadeDoForm(documento.quantidade),
      peso: decimalDoForm(documento.peso),
      cubagem: null,
      valor: decimalDoForm(documento.valor),
      itens: documento.itens,
    })),
  );
  return {
    peso: Number(totais.peso),
    valor: Number(totais.valor),
    documentos: totais.documentos,
    itens: totais.itens,
  };
}

/** One document's items: weight (unit weight × quantity) and value — the domain's exact sums, as numbers. */
export function totaisDosItens(itens: readonly TDocumentoItemForm[]): { peso: number; valor: number } {
  const totais = totaisExatosDosItens(
    itens.map((item) => ({
      quantidade: decimalDoForm(item.quantidade),
      peso: decimalDoForm(item.peso),
      valor: decimalDoForm(item.valor),
    })),
  );
  return { peso: Number(totais.peso), valor: Number(totais.valor) };
}

/**
 * The planned dates typed that are no real date ('31/02/2026 10:00'), by field path, with 'Informe uma data
 * válida.': the contract only sees them as missing.
 */
export function errosDeDigitacao(valores: TCargaFormValues): Record<string, string> {
  const erros: Record<string, string> = {};
  valores.origemDestino.forEach((ponto, index) => {
    for (const campo of ['dhInicio', 'dhFim'] as const) {
      if (dataHoraDigitadaInvalida(ponto[campo]))
        erros[`origemDestino.${index}.${campo}`] = MESSAGES.invalidDate;
    }
  });
  return erros;
}
