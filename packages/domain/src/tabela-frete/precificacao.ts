import Big from 'big.js';
import { Modalidade, TipoTarifa, type TModalidade, type TTipoTarifa } from '../cargas/cargas.enums';
import {
  CalculoComponente,
  COMPONENTE_FRETE_PESO,
  COMPONENTE_FRETE_PESO_LABEL,
  ModoIcms,
  type TCalculoComponente,
  TIPO_COMPONENTE_FRETE_LABELS,
  TIPOS_TARIFA_DA_TABELA,
  TipoComponenteFrete,
  type TModoIcms,
  type TTabelaAntt,
  type TTipoCargaAntt,
  type TTipoComponenteFrete,
  type TTipoLocalFrete,
} from './tabela-frete.enums';

/**
 * The freight tables' pricing engine (issue 19): pure, decimal strings in and out, exact arithmetic with
 * big.js. Money has 2 decimals, weights 3, the price per kg 4; every component is rounded half up at the
 * cent and the subtotal is the sum of the rounded components.
 */

/** A Big constructor of the engine's own, so the global Big settings are never changed. */
const D = Big();
D.DP = 30;
D.RM = Big.roundHalfUp;
type Decimal = Big.Big;

const ZERO = D(0);
const CEM = D(100);
const MIL = D(1000);

/** A decimal string (or an integer count) as a Big; anything else is a programming error upstream. */
function dec(value: string | number, campo: string): Decimal {
  try {
    return D(typeof value === 'number' ? String(value) : value.trim());
  } catch {
    throw new RangeError(`${campo}: invalid decimal '${value}'`);
  }
}

function decOuNull(value: string | null | undefined, campo: string): Decimal | null {
  return value === null || value === undefined || value.trim() === '' ? null : dec(value, campo);
}

const dinheiro = (valor: Decimal): string => valor.toFixed(2);
const peso = (valor: Decimal): string => valor.toFixed(3);
const maior = (a: Decimal, b: Decimal): Decimal => (a.gte(b) ? a : b);

/** A vehicle type's id as the lines and the load carry it (lookup ids; compared as text). */
export type TIdTipoVeiculo = string | number;

/** One charge of a calculation rule (frete-valor, GRIS, pedágio, TDE…). */
export interface ComponenteDaRegra {
  tipo: TTipoComponenteFrete;
  /** The component's own name; the type's label when absent. */
  nome?: string | null;
  calculo: TCalculoComponente;
  valor: string;
  minimo: string | null;
  /** TDE/TDA etc. only to these destination regions; empty = always */
  regiaoDestinoIds: string[];
}

/** One line of a table: a lane × an optional vehicle type × an optional weight band, and its price. */
export interface LinhaDaTabela {
  id: string;
  origemTipo: TTipoLocalFrete;
  origemValor: string;
  destinoTipo: TTipoLocalFrete;
  destinoValor: string;
  tipoVeiculoId: TIdTipoVeiculo | null;
  pesoInicialKg: string | null;
  pesoFinalKg: string | null;
  valor: string;
  excedentePorKg: string | null;
  prazoDias: number | null;
}

/** A table version as the engine prices with it (header, ICMS mode and rule components). */
export interface TabelaParaPreco {
  id: string;
  nome: string;
  versao: number;
  transportadoraEmpresaId: string | null;
  transportadoraNome: string | null;
  modalidade: TModalidade;
  tipoTarifa: TTipoTarifa;
  /** kg per m³ */
  fatorCubagem: string | null;
  freteMinimo: string | null;
  modoIcms: TModoIcms;
  naoOfertarAbaixoDoPiso: boolean;
  tabelaAntt: TTabelaAntt;
  componentes: ComponenteDaRegra[];
}

/** The load (or the quote's input) being priced. */
export interface CargaParaPreco {
  pesoKg: string;
  volumeM3: string | null;
  valorMercadoria: string | null;
  quantidade: number | null;
  distanciaKm: string;
  eixos: number | null;
  tipoVeiculoId: TIdTipoVeiculo | null;
  tipoCargaAntt: TTipoCargaAntt;
  destinoRegiaoIds: string[];
}

/** A published ANTT coefficient set: floor = distanciaKm × ccd + cc. */
export interface CoeficienteAntt {
  tabela: TTabelaAntt;
  tipoCarga: TTipoCargaAntt;
  eixos: number;
  ccd: string;
  cc: string;
  vigenciaInicio: string;
  vigenciaFim: string | null;
}

/** The ANTT minimum freight of a trip, with the coefficients it came from. */
export interface PisoAntt {
  tabela: TTabelaAntt;
  tipoCarga: TTipoCargaAntt;
  eixos: number;
  ccd: string;
  cc: string;
  distanciaKm: string;
  valor: string;
}

/** One line of a price: the frete-peso (tipo 0) or a rule component. */
export interface ComponenteDoPreco {
  tipo: number;
  nome: string;
  valor: string;
  minimoAplicado: boolean;
}

/** The ICMS of a price. */
export interface IcmsDoPreco {
  modo: TModoIcms;
  aliquota: string;
  valor: string;
}

/** What one table charges for one load. */
export interface PrecoDaTabela {
  tabelaId: string;
  tabelaNome: string;
  versao: number;
  transportadoraEmpresaId: string | null;
  transportadoraNome: string | null;
  modalidade: TModalidade;
  linhaId: string;
  prazoDias: number | null;
  pesoTaxadoKg: string;
  componentes: ComponenteDoPreco[];
  subtotal: string;
  icms: IcmsDoPreco;
  total: string;
  precoPorKg: string | null;
  precoPorM3: string | null;
  freteMinimoAplicado: boolean;
  piso: PisoAntt | null;
  abaixoDoPiso: boolean;
  diferencaParaPiso: string | null;
  bloqueadaPeloPiso: boolean;
}

/** The taxable weight (kg, 3 decimals): the real weight or the cubed weight (m³ × kg/m³), the larger. */
export function pesoTaxado(pesoKg: string, volumeM3: string | null, fatorCubagem: string | null): string {
  const real = dec(pesoKg, 'pesoKg').round(3);
  const volume = decOuNull(volumeM3, 'volumeM3');
  const fator = decOuNull(fatorCubagem, 'fatorCubagem');
  if (volume === null || fator === null) return peso(real);
  return peso(maior(real, volume.times(fator).round(3)));
}

/** The weight band and vehicle type of a line, as the choice reads them. */
export type LinhaParaEscolha = Pick<
  LinhaDaTabela,
  'tipoVeiculoId' | 'pesoInicialKg' | 'pesoFinalKg' | 'excedentePorKg'
>;

/**
 * The line that prices a load among a lane's lines (already lane-matched, of the most specific lane), or
 * undefined when the table does not apply. Lines of the load's vehicle type are tried before the lines for
 * any vehicle; the band containing the taxable weight wins (ends included; null = open; on a shared edge
 * the lower band, 'até 10 kg'); above every band, the highest band with an excess per kg.
 */
export function escolherLinha<L extends LinhaParaEscolha>(
  linhas: readonly L[],
  carga: { pesoTaxadoKg: string; tipoVeiculoId: TIdTipoVeiculo | null },
): L | undefined {
  const p = dec(carga.pesoTaxadoKg, 'pesoTaxadoKg');
  const veiculo = carga.tipoVeiculoId === null ? null : String(carga.tipoVeiculoId);
  const doVeiculo =
    veiculo === null
      ? []
      : linhas.filter((linha) => linha.tipoVeiculoId !== null && String(linha.tipoVeiculoId) === veiculo);
  const gerais = linhas.filter((linha) => linha.tipoVeiculoId === null);
  return escolherPorPeso(doVeiculo, p) ?? escolherPorPeso(gerais, p);
}

function escolherPorPeso<L extends LinhaParaEscolha>(linhas: readonly L[], p: Decimal): L | undefined {
  let escolhida: { linha: L; inicio: Decimal | null } | undefined;
  for (const linha of linhas) {
    const inicio = decOuNull(linha.pesoInicialKg, 'pesoInicialKg');
    const fim = decOuNull(linha.pesoFinalKg, 'pesoFinalKg');
    if ((inicio !== null && p.lt(inicio)) || (fim !== null && p.gt(fim))) continue;
    const maisBaixa =
      escolhida === undefined ||
      (escolhida.inicio !== null && (inicio === null || inicio.lt(escolhida.inicio)));
    if (maisBaixa) escolhida = { linha, inicio };
  }
  if (escolhida) return escolhida.linha;

  // Above every band: each band has an end below the weight (an open band, or a gap, is not "above").
  const finais = linhas.map((linha) => decOuNull(linha.pesoFinalKg, 'pesoFinalKg'));
  if (linhas.length === 0 || finais.some((fim) => fim === null || p.lte(fim))) return undefined;
  let comExcedente: { linha: L; fim: Decimal } | undefined;
  linhas.forEach((linha, i) => {
    const fim = finais[i] as Decimal;
    if (linha.excedentePorKg === null || linha.excedentePorKg.trim() === '') return;
    if (comExcedente === undefined || fim.gt(comExcedente.fim)) comExcedente = { linha, fim };
  });
  return comExcedente?.linha;
}

/** The frete-peso of a line: the line's price by the table's tariff type, then the table's minimum. */
export interface FretePeso {
  valor: string;
  /** The computed frete-peso, before the table's minimum. */
  calculado: string;
  freteMinimoAplicado: boolean;
}

/**
 * The frete-peso (2 decimals): Fixo → valor; ValorPorKm → valor × km; PorTonelada → valor × t;
 * PorVolume → valor × quantidade (null = 0); plus the excess per kg above the line's band; then the
 * table's minimum freight (the larger).
 */
export function calcularFretePeso(
  linha: Pick<LinhaDaTabela, 'valor' | 'pesoFinalKg' | 'excedentePorKg'>,
  tabela: Pick<TabelaParaPreco, 'tipoTarifa' | 'freteMinimo'>,
  carga: { pesoTaxadoKg: string; distanciaKm: string; quantidade: number | null },
): FretePeso {
  const valor = dec(linha.valor, 'valor');
  const p = dec(carga.pesoTaxadoKg, 'pesoTaxadoKg');
  const fim = decOuNull(linha.pesoFinalKg, 'pesoFinalKg');
  const excedente = decOuNull(linha.excedentePorKg, 'excedentePorKg');
  const kgExcedentes = excedente !== null && fim !== null && p.gt(fim) ? p.minus(fim) : ZERO;
  let base: Decimal;
  switch (tabela.tipoTarifa) {
    case TipoTarifa.Fixo:
      base = valor;
      break;
    case TipoTarifa.ValorPorKm:
      base = valor.times(dec(carga.distanciaKm, 'distanciaKm'));
      break;
    case TipoTarifa.PorTonelada:
      // The kg above the band are charged as excess, not also at the band's rate.
      base = valor.times(kgExcedentes.gt(0) && fim !== null ? fim : p).div(MIL);
      break;
    case TipoTarifa.PorVolume:
      base = valor.times(carga.quantidade === null ? ZERO : dec(carga.quantidade, 'quantidade'));
      break;
    default:
      throw new RangeError(`tipoTarifa ${tabela.tipoTarifa} is not a freight table's tariff type`);
  }
  const calculado = base.plus(excedente === null ? ZERO : excedente.times(kgExcedentes)).round(2);
  const minimo = decOuNull(tabela.freteMinimo, 'freteMinimo');
  const freteMinimoAplicado = minimo?.round(2).gt(calculado) === true;
  return {
    valor: dinheiro(freteMinimoAplicado && minimo ? minimo : calculado),
    calculado: dinheiro(calculado),
    freteMinimoAplicado,
  };
}

/** What the rule components are computed on. */
export interface BaseDosComponentes {
  /** The frete-peso as charged (after the table's minimum). */
  fretePeso: string;
  pesoTaxadoKg: string;
  valorMercadoria: string | null;
  eixos: number | null;
  destinoRegiaoIds: readonly string[];
}

/**
 * The rule's components that apply to the load, each rounded to the cent and raised to its minimum.
 * A component restricted to regions (TDE, TDA…) applies only when the destination is in one of them.
 */
export function calcularComponentes(
  componentes: readonly ComponenteDaRegra[],
  base: BaseDosComponentes,
): ComponenteDoPreco[] {
  const regioes = new Set(base.destinoRegiaoIds.map((id) => id.toLowerCase()));
  const p = dec(base.pesoTaxadoKg, 'pesoTaxadoKg');
  const resultado: ComponenteDoPreco[] = [];
  for (const componente of componentes) {
    const restrito = componente.regiaoDestinoIds ?? [];
    if (restrito.length > 0 && !restrito.some((id) => regioes.has(id.toLowerCase()))) continue;
    const valor = dec(componente.valor, 'componente.valor');
    let calculado: Decimal;
    switch (componente.calculo) {
      case CalculoComponente.PercentualMercadoria:
        calculado = decOuNull(base.valorMercadoria, 'valorMercadoria')?.times(valor).div(CEM) ?? ZERO;
        break;
      case CalculoComponente.PercentualFretePeso:
        calculado = dec(base.fretePeso, 'fretePeso').times(valor).div(CEM);
        break;
      case CalculoComponente.ValorFixo:
        calculado = valor;
        break;
      case CalculoComponente.PorTonelada:
        calculado = valor.times(p).div(MIL);
        break;
      case CalculoComponente.PorEixo:
        calculado = base.eixos === null ? ZERO : valor.times(base.eixos);
        break;
      case CalculoComponente.PorFracao100Kg:
        // Each started 100 kg counts (100.001 kg = 2 fractions).
        calculado = valor.times(p.div(CEM).round(0, Big.roundUp));
        break;
      default:
        throw new RangeError(`calculo ${componente.calculo} is unknown`);
    }
    const arredondado = calculado.round(2);
    const minimo = decOuNull(componente.minimo, 'componente.minimo')?.round(2) ?? null;
    const minimoAplicado = minimo?.gt(arredondado) === true;
    resultado.push({
      tipo: componente.tipo,
      nome: componente.nome?.trim() || TIPO_COMPONENTE_FRETE_LABELS[componente.tipo] || '',
      valor: dinheiro(minimoAplicado && minimo ? minimo : arredondado),
      minimoAplicado,
    });
  }
  return resultado;
}

/** The ICMS of a subtotal and the total it leads to. */
export interface IcmsCalculado extends IcmsDoPreco {
  total: string;
}

/**
 * ICMS at `aliquota` % (the caller's UF rate): Incluso → the total is the subtotal and the ICMS inside it is
 * informational; Adicionado → grossed up, total = subtotal / (1 − aliquota/100); NaoIncide → none.
 */
export function calcularIcms(subtotal: string, modo: TModoIcms, aliquota: string): IcmsCalculado {
  const base = dec(subtotal, 'subtotal').round(2);
  const taxa = dec(aliquota, 'aliquotaIcms');
  if (taxa.lt(0) || taxa.gte(CEM)) throw new RangeError(`aliquotaIcms ${aliquota} out of [0, 100)`);
  switch (modo) {
    case ModoIcms.Incluso:
      return {
        modo,
        aliquota: taxa.toFixed(2),
        valor: dinheiro(base.times(taxa).div(CEM)),
        total: dinheiro(base),
      };
    case ModoIcms.Adicionado: {
      const total = base.div(CEM.minus(taxa).div(CEM)).round(2);
      return { modo, aliquota: taxa.toFixed(2), valor: dinheiro(total.minus(base)), total: dinheiro(total) };
    }
    case ModoIcms.NaoIncide:
      // Not levied: no rate is shown, whatever the UF's rate.
      return { modo, aliquota: '0.00', valor: '0.00', total: dinheiro(base) };
    default:
      throw new RangeError(`modoIcms ${modo} is unknown`);
  }
}

/**
 * The ANTT coefficient in force on a day (YYYY-MM-DD) for a table, cargo type and axle count: start ≤ day ≤
 * end (null = open); the latest start wins. undefined when none (or no axle count).
 */
export function coeficienteVigente<C extends CoeficienteAntt>(
  coeficientes: readonly C[],
  filtro: { data: string; tabela: TTabelaAntt; tipoCarga: TTipoCargaAntt; eixos: number | null },
): C | undefined {
  if (filtro.eixos === null) return undefined;
  const dia = filtro.data.slice(0, 10);
  let vigente: C | undefined;
  for (const coeficiente of coeficientes) {
    if (coeficiente.tabela !== filtro.tabela) continue;
    if (coeficiente.tipoCarga !== filtro.tipoCarga || coeficiente.eixos !== filtro.eixos) continue;
    const inicio = coeficiente.vigenciaInicio.slice(0, 10);
    const fim = coeficiente.vigenciaFim?.slice(0, 10) ?? null;
    if (inicio > dia || (fim !== null && fim < dia)) continue;
    if (vigente === undefined || inicio > vigente.vigenciaInicio.slice(0, 10)) vigente = coeficiente;
  }
  return vigente;
}

/** The ANTT minimum freight of a trip: round(distanciaKm × CCD + CC) at the cent. */
export function pisoMinimoAntt(coeficiente: CoeficienteAntt, distanciaKm: string): PisoAntt {
  const ccd = dec(coeficiente.ccd, 'ccd');
  const cc = dec(coeficiente.cc, 'cc');
  const km = dec(distanciaKm, 'distanciaKm');
  return {
    tabela: coeficiente.tabela,
    tipoCarga: coeficiente.tipoCarga,
    eixos: coeficiente.eixos,
    ccd: ccd.toFixed(4),
    cc: cc.toFixed(2),
    distanciaKm: distanciaKm.trim(),
    valor: dinheiro(km.times(ccd).plus(cc)),
  };
}

/** What pricing needs besides the load, the table and its lane's lines. */
export interface OpcoesDePreco {
  /** ICMS rate (%) of the trip's origin and destination UFs. */
  aliquotaIcms: string;
  coeficientes: readonly CoeficienteAntt[];
  /** The load's day, YYYY-MM-DD (the ANTT coefficients in force). */
  data: string;
}

/**
 * A table's price for a load, or null when the table does not apply (no line for the weight or vehicle, a
 * tariff type a table cannot have, a per-volume table without the load's quantity). Lotação tables are
 * compared with the ANTT floor.
 */
export function precificarCarga(
  carga: CargaParaPreco,
  tabela: TabelaParaPreco,
  linhas: readonly LinhaDaTabela[],
  opcoes: OpcoesDePreco,
): PrecoDaTabela | null {
  if (!(TIPOS_TARIFA_DA_TABELA as readonly number[]).includes(tabela.tipoTarifa)) return null;
  // A per-volume price without the number of volumes would be a made-up figure, not a price.
  if (tabela.tipoTarifa === TipoTarifa.PorVolume && carga.quantidade === null) return null;
  const pesoTaxadoKg = pesoTaxado(carga.pesoKg, carga.volumeM3, tabela.fatorCubagem);
  const linha = escolherLinha(linhas, { pesoTaxadoKg, tipoVeiculoId: carga.tipoVeiculoId });
  if (!linha) return null;

  const frete = calcularFretePeso(linha, tabela, {
    pesoTaxadoKg,
    distanciaKm: carga.distanciaKm,
    quantidade: carga.quantidade,
  });
  const componentes: ComponenteDoPreco[] = [
    {
      tipo: COMPONENTE_FRETE_PESO,
      nome: COMPONENTE_FRETE_PESO_LABEL,
      valor: frete.valor,
      minimoAplicado: frete.freteMinimoAplicado,
    },
    ...calcularComponentes(tabela.componentes, {
      fretePeso: frete.valor,
      pesoTaxadoKg,
      valorMercadoria: carga.valorMercadoria,
      eixos: carga.eixos,
      destinoRegiaoIds: carga.destinoRegiaoIds,
    }),
  ];
  const subtotal = componentes.reduce((soma, c) => soma.plus(c.valor), ZERO);
  const { total, ...icms } = calcularIcms(dinheiro(subtotal), tabela.modoIcms, opcoes.aliquotaIcms);

  let piso: PisoAntt | null = null;
  if (tabela.modalidade === Modalidade.Lotacao) {
    const coeficiente = coeficienteVigente(opcoes.coeficientes, {
      data: opcoes.data,
      tabela: tabela.tabelaAntt,
      tipoCarga: carga.tipoCargaAntt,
      eixos: carga.eixos,
    });
    piso = coeficiente ? pisoMinimoAntt(coeficiente, carga.distanciaKm) : null;
  }
  const pedagio = componentes
    .filter((c) => c.tipo === TipoComponenteFrete.Pedagio)
    .reduce((soma, c) => soma.plus(c.valor), ZERO);
  // The floor excludes taxes and tolls: an ICMS included in the price is taken out as well.
  const icmsEmbutido = icms.modo === ModoIcms.Incluso ? D(icms.valor) : ZERO;
  const freteSemIcmsEPedagio = subtotal.minus(pedagio).minus(icmsEmbutido);
  const abaixoDoPiso = piso !== null && freteSemIcmsEPedagio.lt(piso.valor);
  const pesoReal = dec(carga.pesoKg, 'pesoKg');
  const volume = decOuNull(carga.volumeM3, 'volumeM3');
  const totalD = D(total);

  return {
    tabelaId: tabela.id,
    tabelaNome: tabela.nome,
    versao: tabela.versao,
    transportadoraEmpresaId: tabela.transportadoraEmpresaId,
    transportadoraNome: tabela.transportadoraNome,
    modalidade: tabela.modalidade,
    linhaId: linha.id,
    prazoDias: linha.prazoDias,
    pesoTaxadoKg,
    componentes,
    subtotal: dinheiro(subtotal),
    icms,
    total,
    precoPorKg: pesoReal.gt(0) ? totalD.div(pesoReal).toFixed(4) : null,
    precoPorM3: volume?.gt(0) ? totalD.div(volume).toFixed(2) : null,
    freteMinimoAplicado: frete.freteMinimoAplicado,
    piso,
    abaixoDoPiso,
    // Only when below: what is missing to reach the floor.
    diferencaParaPiso: abaixoDoPiso && piso ? dinheiro(D(piso.valor).minus(freteSemIcmsEPedagio)) : null,
    bloqueadaPeloPiso: abaixoDoPiso && tabela.naoOfertarAbaixoDoPiso,
  };
}

/** Prices cheapest first, then by table name (pt-BR order); the input is left as it was. */
export function ordenarPrecos<P extends Pick<PrecoDaTabela, 'total' | 'tabelaNome'>>(
  precos: readonly P[],
): P[] {
  return [...precos].sort(
    (a, b) => D(a.total).cmp(D(b.total)) || a.tabelaNome.localeCompare(b.tabelaNome, 'pt-BR'),
  );
}
