import {
  formatCnpj,
  normalizeCnpj,
  type TMunicipio,
  type TPedido,
  type TPedidoCadastroInput,
  type TPedidoPontoResposta,
} from '@embarca/domain';
import { maskCnpjInput } from '../../../lib/ui/input-masks';
import {
  dataHoraDigitadaInvalida,
  instanteDaParede,
  paredeDoInstante,
} from '../../cargas/cadastro/data-hora';

/** A number field as Mantine's NumberInput keeps it: '' when empty. */
export type TNumeroForm = number | string;

/** An origin or destination as the form holds it. */
export interface TPontoForm {
  empresaId: string | null;
  /** The chosen company's name (the select's label). */
  empresaNome: string | null;
  nome: string;
  /** Masked as typed (00.000.000/0000-00). */
  documentoEmpresa: string;
  localidade: string;
  /** City and UF, from the municipality search. */
  municipio: TMunicipio | null;
  latitude: TNumeroForm;
  longitude: TNumeroForm;
  /** 'YYYY-MM-DD HH:mm:ss' (São Paulo wall clock), the text typed when not a date, or null. */
  dhPrevista: string | null;
}

export interface TRedespachoForm {
  localidade: string;
  municipio: TMunicipio | null;
  latitude: TNumeroForm;
  longitude: TNumeroForm;
}

/** The order drawer's values; the paths match ZPedidoCadastro's so its messages land on the fields. */
export interface TPedidoFormValues {
  codigo: string;
  tipoFrete: string | null;
  tipoLote: string | null;
  agrupador: string;
  caracteristicaId: string | null;
  numeroNf: string;
  observacao: string;
  dhColeta: string | null;
  dhEntrega: string | null;
  dhEmissao: string | null;
  pesoTotal: TNumeroForm;
  cubagemTotal: TNumeroForm;
  valorPedido: TNumeroForm;
  quantidadeVolumes: TNumeroForm;
  origem: TPontoForm;
  destino: TPontoForm;
  possuiRedespacho: boolean;
  localidadeRedespacho: TRedespachoForm;
  transportadoraRedespachoId: string | null;
}

const pontoVazio = (): TPontoForm => ({
  empresaId: null,
  empresaNome: null,
  nome: '',
  documentoEmpresa: '',
  localidade: '',
  municipio: null,
  latitude: '',
  longitude: '',
  dhPrevista: null,
});

export function pedidoVazio(): TPedidoFormValues {
  return {
    codigo: '',
    tipoFrete: null,
    tipoLote: null,
    agrupador: '',
    caracteristicaId: null,
    numeroNf: '',
    observacao: '',
    dhColeta: null,
    dhEntrega: null,
    dhEmissao: null,
    pesoTotal: '',
    cubagemTotal: '',
    valorPedido: '',
    quantidadeVolumes: '',
    origem: pontoVazio(),
    destino: pontoVazio(),
    possuiRedespacho: false,
    localidadeRedespacho: { localidade: '', municipio: null, latitude: '', longitude: '' },
    transportadoraRedespachoId: null,
  };
}

/** A city/UF the order names as the municipality select's option (its key is the name when no IBGE code). */
export function municipioDe(cidade: string | null, uf: string | null): TMunicipio | null {
  if (!cidade || !uf) return null;
  return { ibge: `${cidade}/${uf}`, nome: cidade, uf };
}

const numeroForm = (value: number | null): TNumeroForm => (value === null ? '' : value);
const texto = (value: string | null) => value ?? '';

/** Given coordinates only: the municipality's seat (coordenadasAproximadas) is not the order's own. */
function coordenada(value: number | null, aproximada: boolean): TNumeroForm {
  return aproximada ? '' : numeroForm(value);
}

function pontoDoPedido(ponto: TPedidoPontoResposta): TPontoForm {
  return {
    empresaId: ponto.empresaId,
    empresaNome: ponto.empresaId ? ponto.nome : null,
    nome: texto(ponto.nome),
    documentoEmpresa: ponto.documentoEmpresa ? formatCnpj(ponto.documentoEmpresa) : '',
    localidade: texto(ponto.localidade),
    municipio: municipioDe(ponto.cidade, ponto.uf),
    latitude: coordenada(ponto.latitude, ponto.coordenadasAproximadas),
    longitude: coordenada(ponto.longitude, ponto.coordenadasAproximadas),
    dhPrevista: paredeDoInstante(ponto.dhPrevista),
  };
}

/** An order as the drawer edits it. */
export function formDoPedido(pedido: TPedido): TPedidoFormValues {
  const redespacho = pedido.localidadeRedespacho;
  return {
    codigo: pedido.codigo,
    tipoFrete: String(pedido.tipoFrete),
    tipoLote: pedido.tipoLote === null ? null : String(pedido.tipoLote),
    agrupador: texto(pedido.agrupador),
    caracteristicaId: pedido.caracteristicaId,
    numeroNf: texto(pedido.numeroNf),
    observacao: texto(pedido.observacao),
    dhColeta: paredeDoInstante(pedido.dhColeta),
    dhEntrega: paredeDoInstante(pedido.dhEntrega),
    dhEmissao: paredeDoInstante(pedido.dhEmissao),
    pesoTotal: numeroForm(pedido.pesoTotal),
    cubagemTotal: numeroForm(pedido.cubagemTotal),
    valorPedido: numeroForm(pedido.valorPedido),
    quantidadeVolumes: numeroForm(pedido.quantidadeVolumes),
    origem: pontoDoPedido(pedido.origem),
    destino: pontoDoPedido(pedido.destino),
    possuiRedespacho: pedido.possuiRedespacho,
    localidadeRedespacho: {
      localidade: texto(redespacho?.localidade ?? null),
      municipio: municipioDe(redespacho?.cidade ?? null, redespacho?.uf ?? null),
      latitude: redespacho ? coordenada(redespacho.latitude, redespacho.coordenadasAproximadas) : '',
      longitude: redespacho ? coordenada(redespacho.longitude, redespacho.coordenadasAproximadas) : '',
    },
    transportadoraRedespachoId: pedido.transportadoraRedespachoId,
  };
}

/** '' → null; a number as typed. A text the input could not read stays text (the contract refuses it). */
export function numero(value: TNumeroForm): number | null {
  if (value === '' || value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const lido = Number(String(value).replace(/\./g, '').replace(',', '.'));
  return Number.isNaN(lido) ? (value as unknown as number) : lido;
}

/** A wall-clock date-time → the instant (ISO); a typed text that is not a date goes as is ('Informe uma data válida.'). */
function instante(value: string | null): string | null {
  if (!value) return null;
  return dataHoraDigitadaInvalida(value) ? value : instanteDaParede(value);
}

function pontoDoForm(ponto: TPontoForm): TPedidoCadastroInput['origem'] {
  return {
    empresaId: ponto.empresaId,
    nome: ponto.nome,
    documentoEmpresa: normalizeCnpj(ponto.documentoEmpresa) || null,
    localidade: ponto.localidade,
    cidade: ponto.municipio?.nome ?? '',
    uf: ponto.municipio?.uf ?? '',
    latitude: numero(ponto.latitude),
    longitude: numero(ponto.longitude),
    dhPrevista: instante(ponto.dhPrevista),
  };
}

/** The body of POST /pedido and PUT /pedido/{id} (ZPedidoCadastro's input) from the form. */
export function requestDoPedido(values: TPedidoFormValues): TPedidoCadastroInput {
  const redespacho = values.localidadeRedespacho;
  return {
    codigo: values.codigo,
    tipoFrete: (values.tipoFrete ? Number(values.tipoFrete) : null) as TPedidoCadastroInput['tipoFrete'],
    tipoLote: (values.tipoLote ? Number(values.tipoLote) : null) as TPedidoCadastroInput['tipoLote'],
    agrupador: values.agrupador,
    dhColeta: instante(values.dhColeta),
    dhEntrega: instante(values.dhEntrega),
    dhEmissao: instante(values.dhEmissao),
    pesoTotal: numero(values.pesoTotal),
    cubagemTotal: numero(values.cubagemTotal),
    valorPedido: numero(values.valorPedido),
    quantidadeVolumes: numero(values.quantidadeVolumes),
    numeroNf: values.numeroNf,
    caracteristicaId: values.caracteristicaId,
    possuiRedespacho: values.possuiRedespacho,
    localidadeRedespacho: values.possuiRedespacho
      ? {
          localidade: redespacho.localidade,
          cidade: redespacho.municipio?.nome ?? '',
          uf: redespacho.municipio?.uf ?? '',
          latitude: numero(redespacho.latitude),
          longitude: numero(redespacho.longitude),
        }
      : null,
    transportadoraRedespachoId: values.possuiRedespacho ? values.transportadoraRedespachoId : null,
    observacao: values.observacao,
    origem: pontoDoForm(values.origem),
    destino: pontoDoForm(values.destino),
  };
}

/** The CNPJ field's mask as typed. */
export const mascaraCnpj = maskCnpjInput;

/**
 * The contract's messages by the form's fields: a place's UF shows at its municipality select (the city's
 * path), one message per field; a 400's `campos` go through the same mapping.
 */
export function paraCamposDoForm(errors: Record<string, string>): Record<string, string> {
  const campos: Record<string, string> = {};
  for (const [caminho, mensagem] of Object.entries(errors)) {
    const campo = caminho.endsWith('.uf') ? `${caminho.slice(0, -3)}.cidade` : caminho;
    if (!(campo in campos)) campos[campo] = mensagem;
  }
  return campos;
}
