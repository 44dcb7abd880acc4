import {
  coordenadaValida,
  distanciaRodoviariaEstimada,
  FATOR_DESVIO_RODOVIARIO,
  type TCoordenada,
  VELOCIDADE_MEDIA_KMH,
} from '../../cargas/rotograma/rotograma.rules';

/**
 * Our own vehicle route planner (roteirizador): pure, deterministic heuristics, no external solver.
 *
 * - Distances: the rotograma's road estimate (haversine × FATOR_DESVIO_RODOVIARIO, whole metres) between
 *   every pair of points, or an explicit symmetric matrix (benchmark instances). Times: distance at the
 *   average speed (VELOCIDADE_MEDIA_KMH by default) plus each stop's service time.
 * - One vehicle: nearest-neighbour construction, then 2-opt and Or-opt until no move improves.
 * - Several vehicles: Clarke–Wright savings (parallel version, a few route-shape parameters λ), routes
 *   given to vehicles largest-first, then 2-opt/Or-opt inside each route and relocate / exchange / 2-opt*
 *   between routes.
 * - Constraints: weight (kg) and cubage (m³) per vehicle, optional time window per stop (service must
 *   start inside it; arriving early means waiting), service time per stop, the vehicle's working day
 *   (jornada). A stop that cannot be served is returned in `naoAtendidas` with the reason, never dropped.
 * - Objective: the total distance. Local searches count applied moves (`limiteIteracoes`), never wall
 *   time, so the same input always gives the same plan.
 *
 * Times are minutes from the start of the day (08:30 → 510); windows do not cross midnight.
 */

/** Applied local-search moves allowed per plan by default (a deterministic cap, not a clock). */
export const LIMITE_ITERACOES_ROTEIRIZADOR = 200_000;
/** Clarke–Wright route-shape parameters tried (λ in s = d(i,0) + d(0,j) − λ·d(i,j)); the best plan wins. */
export const LAMBDAS_CLARKE_WRIGHT: readonly number[] = [1, 0.6, 1.4, 0.8, 1.2];
/** Segment lengths moved by Or-opt (inside a route) and by relocate (between routes). */
const MAIOR_SEGMENTO_OR_OPT = 3;
/** Improvements smaller than this (metres or matrix units) are rounding noise. */
const EPSILON = 1e-9;

export const AlgoritmoRoteirizacao = {
  VizinhoMaisProximo: 'vizinho-mais-proximo+2-opt+or-opt',
  ClarkeWright: 'clarke-wright+2-opt+or-opt+relocate+exchange+2-opt*',
} as const;
export type TAlgoritmoRoteirizacao = (typeof AlgoritmoRoteirizacao)[keyof typeof AlgoritmoRoteirizacao];

export const ALGORITMO_ROTEIRIZACAO_LABELS: Record<TAlgoritmoRoteirizacao, string> = {
  'vizinho-mais-proximo+2-opt+or-opt': 'Vizinho mais próximo com 2-opt e Or-opt (um veículo)',
  'clarke-wright+2-opt+or-opt+relocate+exchange+2-opt*':
    'Economias de Clarke–Wright com melhorias dentro e entre rotas (vários veículos)',
};

/** Minutes as 'HH:mm' (hours may pass 24 on long routes: 1530 → '25:30'). */
export function minutosParaHora(minutos: number): string {
  const total = Math.max(0, Math.round(minutos));
  const horas = Math.floor(total / 60);
  return `${String(horas).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** 'HH:mm' (00:00–23:59) as minutes from the start of the day; null when it is not such a time. */
export function horaParaMinutos(hora: string): number | null {
  const partes = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hora.trim());
  if (!partes) return null;
  return Number(partes[1]) * 60 + Number(partes[2]);
}

export const ROTEIRIZADOR_MESSAGES = {
  coordenadasInvalidas: 'Parada sem coordenadas válidas (latitude e longitude).',
  idRepetido: 'Parada repetida: o mesmo id já foi informado em outra parada.',
  janelaInvalida: 'Janela de atendimento inválida: o início é depois do fim.',
  semVeiculos: 'Nenhum veículo informado para a roteirização.',
  pesoExcedeFrota: (pesoKg: number, maiorKg: number) =>
    `Peso da parada (${formatarNumero(pesoKg)} kg) excede a capacidade do maior veículo (${formatarNumero(maiorKg)} kg).`,
  cubagemExcedeFrota: (cubagemM3: number, maiorM3: number) =>
    `Cubagem da parada (${formatarNumero(cubagemM3)} m³) excede a capacidade do maior veículo (${formatarNumero(maiorM3)} m³).`,
  pesoECubagem: 'Nenhum veículo comporta o peso e a cubagem da parada ao mesmo tempo.',
  janelaImpossivel: (chegadaMin: number, fimMin: number) =>
    `Janela de atendimento impossível: saindo do depósito no início da jornada, o veículo chega às ${minutosParaHora(chegadaMin)}, depois do fim da janela (${minutosParaHora(fimMin)}).`,
  jornadaInsuficiente:
    'Jornada insuficiente: nenhum veículo consegue atender a parada dentro da jornada (ida, serviço e retorno).',
  frotaInsuficiente:
    'Frota insuficiente: os veículos informados não comportam mais esta parada (capacidade, jornada ou número de rotas).',
  // Manual order (recalcularRota): warnings, the route is kept as the user ordered it.
  chegadaForaDaJanela: (inicioServicoMin: number, fimMin: number) =>
    `Atendimento às ${minutosParaHora(inicioServicoMin)}, depois do fim da janela (${minutosParaHora(fimMin)}).`,
  pesoExcedeVeiculo: (pesoKg: number, capacidadeKg: number) =>
    `Peso da rota (${formatarNumero(pesoKg)} kg) excede a capacidade do veículo (${formatarNumero(capacidadeKg)} kg).`,
  cubagemExcedeVeiculo: (cubagemM3: number, capacidadeM3: number) =>
    `Cubagem da rota (${formatarNumero(cubagemM3)} m³) excede a capacidade do veículo (${formatarNumero(capacidadeM3)} m³).`,
  jornadaExcedida: (terminoMin: number, fimMin: number) =>
    `A rota termina às ${minutosParaHora(terminoMin)}, depois do fim da jornada do veículo (${minutosParaHora(fimMin)}).`,
  // Programming errors (thrown): the API validates its input before calling the planner.
  matrizInvalida:
    'Matriz de distâncias inválida: informe uma matriz quadrada e simétrica (depósito + paradas) de valores não negativos.',
  veiculoInexistente: 'Veículo não encontrado na entrada da roteirização.',
  paradaInexistente: (id: string) => `Parada não encontrada na entrada da roteirização: ${id}.`,
  paradaRepetidaNaOrdem: (id: string) => `Parada repetida na ordem informada: ${id}.`,
  posicaoInvalida: 'Posição inválida na rota.',
} as const;

function formatarNumero(valor: number): string {
  return String(Math.round(valor * 1000) / 1000).replace('.', ',');
}

// ------------------------------------------------------------------------------------------------ contracts

/** A time window in minutes from the start of the day (inclusive both ends). */
export interface TJanelaMinutos {
  inicio: number;
  fim: number;
}

/** A stop to visit. Without a load it weighs nothing; without a window it may be served any time. */
export interface TParadaRoteirizacao extends TCoordenada {
  id: string;
  pesoKg?: number;
  cubagemM3?: number;
  /** Service must START inside it; arriving early means waiting. */
  janela?: TJanelaMinutos;
  /** Minutes spent at the stop (loading/unloading). */
  servicoMin?: number;
}

/** A vehicle. A capacity left out is unlimited; a working day left out starts at 0 and never ends. */
export interface TVeiculoRoteirizacao {
  nome?: string;
  capacidadePesoKg?: number;
  capacidadeCubagemM3?: number;
  /** It leaves the depot no earlier than `inicio` and must finish (back at the depot, or at its last stop when not returning) by `fim`. */
  jornada?: TJanelaMinutos;
}

/** An explicit distance matrix: row/column 0 is the depot, i is paradas[i − 1]. */
export type TMatrizDistancias = readonly (readonly number[])[];

export interface TEntradaRoteirizacao {
  deposito: TCoordenada & { nome?: string };
  paradas: readonly TParadaRoteirizacao[];
  veiculos: readonly TVeiculoRoteirizacao[];
  /** Routes end back at the depot (true by default); false = they end at their last stop. */
  retornarAoDeposito?: boolean;
  /** km/h, VELOCIDADE_MEDIA_KMH (60) by default. */
  velocidadeMediaKmH?: number;
  /**
   * Replaces the road estimate (the coordinates are then not read): a symmetric (n + 1) × (n + 1) matrix,
   * in metres — or in the benchmark's own unit, which `distanciaM` then carries.
   */
  matrizDistancias?: TMatrizDistancias;
  /** Applied local-search moves allowed (LIMITE_ITERACOES_ROTEIRIZADOR by default). */
  limiteIteracoes?: number;
}

/** A stop of a planned route. Minutes are rounded; distances in whole metres. */
export interface TParadaPlanejada {
  id: string;
  /** 1-based position in the route. */
  ordem: number;
  /** Arrival at the stop. */
  chegadaMin: number;
  /** Waiting for the window to open (0 when none). */
  esperaMin: number;
  /** Departure after the service. */
  partidaMin: number;
  /** Road distance from the depot along the route to this stop. */
  distanciaAcumuladaM: number;
  /** Service starts after the window's end (only in a manual order: planned routes keep the windows). */
  foraDaJanela: boolean;
}

export interface TRotaPlanejada {
  /** Index of the vehicle in `entrada.veiculos`. */
  veiculoIndice: number;
  veiculoNome: string | null;
  paradas: TParadaPlanejada[];
  /** Total road distance, return to the depot included when asked. */
  distanciaM: number;
  /** From leaving the depot to the end (back at the depot, or the last stop's departure). */
  duracaoMin: number;
  /** Leaves the depot (as late as possible without arriving later anywhere: it avoids idle waits). */
  saidaMin: number;
  terminoMin: number;
  pesoKg: number;
  cubagemM3: number;
  /** Share of the vehicle's capacity (0..1); null when the vehicle has no such capacity. */
  ocupacaoPeso: number | null;
  ocupacaoCubagem: number | null;
}

export interface TParadaNaoAtendida {
  id: string;
  /** pt-BR reason. */
  motivo: string;
}

export interface TPlanoRotas {
  /** One per vehicle used, by vehicle index. */
  rotas: TRotaPlanejada[];
  naoAtendidas: TParadaNaoAtendida[];
  distanciaTotalM: number;
  algoritmo: TAlgoritmoRoteirizacao;
  /** Road distance ÷ straight line of the estimate (FATOR_DESVIO_RODOVIARIO); null with an explicit matrix. */
  fatorDesvio: number | null;
  /** km/h used to turn distances into times. */
  velocidadeMediaKmH: number;
}

/** A warning on a manually ordered route (id null = the whole route). */
export interface TAlertaRota {
  id: string | null;
  motivo: string;
}

export interface TRotaRecalculada {
  rota: TRotaPlanejada;
  /** True when every window, the capacities and the working day are respected. */
  viavel: boolean;
  alertas: TAlertaRota[];
}

// ------------------------------------------------------------------------------------------------- matrix

/**
 * Road-distance matrix (whole metres) between the points, in their order: haversine × 1.2 by the
 * rotograma's `distanciaRodoviariaEstimada`. Symmetric with a zero diagonal; O(n²) time and memory.
 */
export function construirMatrizDistancias(pontos: readonly TCoordenada[]): number[][] {
  const n = pontos.length;
  const matriz = pontos.map(() => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const distancia = distanciaRodoviariaEstimada(pontos[i]!, pontos[j]!);
      matriz[i]![j] = distancia;
      matriz[j]![i] = distancia;
    }
  }
  return matriz;
}

// --------------------------------------------------------------------------------------------- internals

interface TVeiculoInterno {
  indice: number;
  nome: string | null;
  /** Infinity when unlimited. */
  capacidadePeso: number;
  capacidadeCubagem: number;
  jornadaInicio: number;
  jornadaFim: number;
}

/**
 * The planner's working data. Nodes: 0 the depot, 1..n the stops, `fim` a virtual end node whose distance
 * from any node is the way back to the depot (or 0 when routes do not return) — so open and closed routes
 * share every formula. Distances live in one flat array (row-major, `largura` columns).
 */
interface TContexto {
  fim: number;
  largura: number;
  dist: Float64Array;
  minutosPorUnidade: number;
  peso: Float64Array;
  cubagem: Float64Array;
  servico: Float64Array;
  janelaInicio: Float64Array;
  janelaFim: Float64Array;
  /** Some window or some working-day end exists: otherwise every time check is skipped. */
  temRestricaoTempo: boolean;
  veiculos: TVeiculoInterno[];
  /** The fleet's largest capacities (Infinity when some vehicle is unlimited). */
  maiorCapacidadePeso: number;
  maiorCapacidadeCubagem: number;
  velocidadeKmH: number;
  iteracoes: { restantes: number };
}

interface TRotaInterna {
  veiculo: TVeiculoInterno;
  /** Stop nodes in visiting order (neither the depot nor the end node). */
  nos: number[];
  peso: number;
  cubagem: number;
}

function naoNegativo(valor: number | undefined): number {
  return typeof valor === 'number' && Number.isFinite(valor) && valor > 0 ? valor : 0;
}

function capacidade(valor: number | undefined): number {
  return typeof valor === 'number' && Number.isFinite(valor) && valor >= 0 ? valor : Number.POSITIVE_INFINITY;
}

function veiculosInternos(veiculos: readonly TVeiculoRoteirizacao[]): TVeiculoInterno[] {
  return veiculos.map((veiculo, indice) => ({
    indice,
    nome: veiculo.nome ?? null,
    capacidadePeso: capacidade(veiculo.capacidadePesoKg),
    capacidadeCubagem: capacidade(veiculo.capacidadeCubagemM3),
    jornadaInicio: veiculo.jornada ? veiculo.jornada.inicio : 0,
    jornadaFim: veiculo.jornada ? veiculo.jornada.fim : Number.POSITIVE_INFINITY,
  }));
}

function validarMatriz(matriz: TMatrizDistancias, tamanho: number): void {
  const valida =
    matriz.length === tamanho &&
    matriz.every(
      (linha, i) =>
        linha.length === tamanho &&
        linha.every(
          (valor, j) =>
            Number.isFinite(valor) &&
            valor >= 0 &&
            Math.abs(valor - (matriz[j]?.[i] ?? Number.NaN)) <= EPSILON,
        ),
    );
  if (!valida) throw new RangeError(ROTEIRIZADOR_MESSAGES.matrizInvalida);
}

function criarContexto(entrada: TEntradaRoteirizacao): TContexto {
  const n = entrada.paradas.length;
  const fim = n + 1;
  const largura = n + 2;
  const dist = new Float64Array(largura * largura);
  const pontos: TCoordenada[] = [entrada.deposito, ...entrada.paradas];
  const matriz = entrada.matrizDistancias;
  if (matriz) validarMatriz(matriz, n + 1);
  for (let i = 0; i <= n; i++) {
    for (let j = i + 1; j <= n; j++) {
      const distancia = matriz ? matriz[i]![j]! : distanciaRodoviariaEstimada(pontos[i]!, pontos[j]!);
      dist[i * largura + j] = distancia;
      dist[j * largura + i] = distancia;
    }
  }
  const retorno = entrada.retornarAoDeposito ?? true;
  for (let i = 0; i <= n; i++) {
    const volta = retorno ? dist[i * largura]! : 0;
    dist[i * largura + fim] = volta;
    dist[fim * largura + i] = volta;
  }
  const velocidade =
    entrada.velocidadeMediaKmH !== undefined &&
    Number.isFinite(entrada.velocidadeMediaKmH) &&
    entrada.velocidadeMediaKmH > 0
      ? entrada.velocidadeMediaKmH
      : VELOCIDADE_MEDIA_KMH;
  const peso = new Float64Array(largura);
  const cubagem = new Float64Array(largura);
  const servico = new Float64Array(largura);
  const janelaInicio = new Float64Array(largura);
  const janelaFim = new Float64Array(largura).fill(Number.POSITIVE_INFINITY);
  entrada.paradas.forEach((parada, indice) => {
    const no = indice + 1;
    peso[no] = naoNegativo(parada.pesoKg);
    cubagem[no] = naoNegativo(parada.cubagemM3);
    servico[no] = naoNegativo(parada.servicoMin);
    if (parada.janela) {
      janelaInicio[no] = parada.janela.inicio;
      janelaFim[no] = parada.janela.fim;
    }
  });
  const veiculos = veiculosInternos(entrada.veiculos);
  const temRestricaoTempo =
    entrada.paradas.some((parada) => parada.janela !== undefined) ||
    veiculos.some((veiculo) => Number.isFinite(veiculo.jornadaFim));
  return {
    fim,
    largura,
    dist,
    // metres → minutes at the average speed (km/h)
    minutosPorUnidade: 60 / (velocidade * 1000),
    peso,
    cubagem,
    servico,
    janelaInicio,
    janelaFim,
    temRestricaoTempo,
    veiculos,
    maiorCapacidadePeso: Math.max(0, ...veiculos.map((veiculo) => veiculo.capacidadePeso)),
    maiorCapacidadeCubagem: Math.max(0, ...veiculos.map((veiculo) => veiculo.capacidadeCubagem)),
    velocidadeKmH: velocidade,
    iteracoes: {
      restantes: Math.max(0, Math.floor(entrada.limiteIteracoes ?? LIMITE_ITERACOES_ROTEIRIZADOR)),
    },
  };
}

function distancia(ctx: TContexto, a: number, b: number): number {
  return ctx.dist[a * ctx.largura + b]!;
}

/** Route length: depot → stops → end node. O(n). */
function custoSequencia(ctx: TContexto, nos: readonly number[]): number {
  if (nos.length === 0) return 0;
  let total = 0;
  let anterior = 0;
  for (const no of nos) {
    total += distancia(ctx, anterior, no);
    anterior = no;
  }
  return total + distancia(ctx, anterior, ctx.fim);
}

function cabeNoVeiculo(veiculo: TVeiculoInterno, peso: number, cubagem: number): boolean {
  return peso <= veiculo.capacidadePeso + EPSILON && cubagem <= veiculo.capacidadeCubagem + EPSILON;
}

/**
 * The windows and the working day hold when the vehicle leaves at the start of its day and drives the
 * sequence (waiting when early). O(n); free when no time restriction exists.
 */
function viavelNoTempo(ctx: TContexto, nos: readonly number[], veiculo: TVeiculoInterno): boolean {
  if (!ctx.temRestricaoTempo) return true;
  let tempo = veiculo.jornadaInicio;
  let anterior = 0;
  for (const no of nos) {
    tempo += distancia(ctx, anterior, no) * ctx.minutosPorUnidade;
    if (tempo < ctx.janelaInicio[no]!) tempo = ctx.janelaInicio[no]!;
    if (tempo > ctx.janelaFim[no]! + EPSILON) return false;
    tempo += ctx.servico[no]!;
    anterior = no;
  }
  tempo += distancia(ctx, anterior, ctx.fim) * ctx.minutosPorUnidade;
  return tempo <= veiculo.jornadaFim + EPSILON;
}

function cargaDaSequencia(ctx: TContexto, nos: readonly number[]): { peso: number; cubagem: number } {
  let peso = 0;
  let cubagem = 0;
  for (const no of nos) {
    peso += ctx.peso[no]!;
    cubagem += ctx.cubagem[no]!;
  }
  return { peso, cubagem };
}

function consumirIteracao(ctx: TContexto): boolean {
  ctx.iteracoes.restantes -= 1;
  return ctx.iteracoes.restantes > 0;
}

function substituir(destino: number[], origem: readonly number[]): void {
  destino.length = 0;
  for (const no of origem) destino.push(no);
}

// ---------------------------------------------------------------------------------- screening of stops

/**
 * Stops no vehicle could serve even alone (invalid data, load above every vehicle, window or working day
 * impossible from the depot) get their reason here; the others are returned as candidates. O(n·v).
 */
function triarParadas(
  ctx: TContexto,
  entrada: TEntradaRoteirizacao,
): { candidatas: number[]; naoAtendidas: Map<number, string> } {
  const naoAtendidas = new Map<number, string>();
  const candidatas: number[] = [];
  const vistos = new Set<string>();
  entrada.paradas.forEach((parada, indice) => {
    const no = indice + 1;
    const motivo = motivoDeTriagem(ctx, entrada, parada, no, vistos.has(parada.id));
    vistos.add(parada.id);
    if (motivo) naoAtendidas.set(no, motivo);
    else candidatas.push(no);
  });
  return { candidatas, naoAtendidas };
}

function motivoDeTriagem(
  ctx: TContexto,
  entrada: TEntradaRoteirizacao,
  parada: TParadaRoteirizacao,
  no: number,
  repetida: boolean,
): string | null {
  if (repetida) return ROTEIRIZADOR_MESSAGES.idRepetido;
  if (!entrada.matrizDistancias && !coordenadaValida(parada.latitude, parada.longitude))
    return ROTEIRIZADOR_MESSAGES.coordenadasInvalidas;
  if (ctx.veiculos.length === 0) return ROTEIRIZADOR_MESSAGES.semVeiculos;
  if (
    parada.janela &&
    (!Number.isFinite(parada.janela.inicio) ||
      !Number.isFinite(parada.janela.fim) ||
      parada.janela.inicio > parada.janela.fim)
  )
    return ROTEIRIZADOR_MESSAGES.janelaInvalida;
  const peso = ctx.peso[no]!;
  const cubagem = ctx.cubagem[no]!;
  const comportam = ctx.veiculos.filter((veiculo) => cabeNoVeiculo(veiculo, peso, cubagem));
  if (comportam.length === 0) {
    const maiorPeso = ctx.maiorCapacidadePeso;
    const maiorCubagem = ctx.maiorCapacidadeCubagem;
    if (peso > maiorPeso + EPSILON) return ROTEIRIZADOR_MESSAGES.pesoExcedeFrota(peso, maiorPeso);
    if (cubagem > maiorCubagem + EPSILON)
      return ROTEIRIZADOR_MESSAGES.cubagemExcedeFrota(cubagem, maiorCubagem);
    return ROTEIRIZADOR_MESSAGES.pesoECubagem;
  }
  if (comportam.some((veiculo) => viavelNoTempo(ctx, [no], veiculo))) return null;
  const saidaMaisCedo = Math.min(...comportam.map((veiculo) => veiculo.jornadaInicio));
  const chegada = saidaMaisCedo + distancia(ctx, 0, no) * ctx.minutosPorUnidade;
  if (chegada > ctx.janelaFim[no]! + EPSILON)
    return ROTEIRIZADOR_MESSAGES.janelaImpossivel(chegada, ctx.janelaFim[no]!);
  return ROTEIRIZADOR_MESSAGES.jornadaInsuficiente;
}

// ------------------------------------------------------------------------------------------ construction

/**
 * Nearest neighbour: from the depot, always drive to the closest stop that still fits (capacity, window,
 * working day); stops left over are returned. O(n²).
 */
function vizinhoMaisProximo(
  ctx: TContexto,
  candidatas: readonly number[],
  veiculo: TVeiculoInterno,
): { rota: TRotaInterna; sobras: number[] } {
  const livres = new Set(candidatas);
  const nos: number[] = [];
  let atual = 0;
  let tempo = veiculo.jornadaInicio;
  let peso = 0;
  let cubagem = 0;
  for (;;) {
    let melhor = -1;
    let melhorDistancia = Number.POSITIVE_INFINITY;
    let melhorTempo = 0;
    for (const no of candidatas) {
      if (!livres.has(no)) continue;
      const d = distancia(ctx, atual, no);
      if (d >= melhorDistancia) continue;
      if (!cabeNoVeiculo(veiculo, peso + ctx.peso[no]!, cubagem + ctx.cubagem[no]!)) continue;
      const inicio = Math.max(tempo + d * ctx.minutosPorUnidade, ctx.janelaInicio[no]!);
      if (inicio > ctx.janelaFim[no]! + EPSILON) continue;
      const partida = inicio + ctx.servico[no]!;
      if (partida + distancia(ctx, no, ctx.fim) * ctx.minutosPorUnidade > veiculo.jornadaFim + EPSILON)
        continue;
      melhor = no;
      melhorDistancia = d;
      melhorTempo = partida;
    }
    if (melhor < 0) break;
    livres.delete(melhor);
    nos.push(melhor);
    peso += ctx.peso[melhor]!;
    cubagem += ctx.cubagem[melhor]!;
    tempo = melhorTempo;
    atual = melhor;
  }
  return {
    rota: { veiculo, nos, peso, cubagem },
    sobras: candidatas.filter((no) => livres.has(no)),
  };
}

/** Distinct vehicle profiles (capacities and working day): a homogeneous fleet is checked once. */
function perfisDeVeiculo(veiculos: readonly TVeiculoInterno[]): TVeiculoInterno[] {
  const vistos = new Set<string>();
  return veiculos.filter((veiculo) => {
    const chave = `${veiculo.capacidadePeso}|${veiculo.capacidadeCubagem}|${veiculo.jornadaInicio}|${veiculo.jornadaFim}`;
    if (vistos.has(chave)) return false;
    vistos.add(chave);
    return true;
  });
}

/** Some vehicle profile carries the load and keeps the sequence's windows and working day. */
function algumVeiculoServe(
  ctx: TContexto,
  perfis: readonly TVeiculoInterno[],
  nos: readonly number[],
  peso: number,
  cubagem: number,
): boolean {
  return perfis.some((veiculo) => cabeNoVeiculo(veiculo, peso, cubagem) && viavelNoTempo(ctx, nos, veiculo));
}

/**
 * Clarke–Wright savings, parallel version. Every stop starts in its own route depot → i → end; joining the
 * route ending at i with the route starting at j saves s(i,j) = d(i,end) + d(0,j) − λ·d(i,j). Savings are
 * taken from the largest down and a join is made when i and j are ends of different routes and the joined
 * route still fits some vehicle (capacities, windows, working day). When routes return to the depot the
 * matrix is symmetric and a route may be reversed to put i and j face to face. λ shapes the routes (λ > 1
 * favours joining nearby stops; the planner tries a few). O(n² log n) for the sort, O(n²) joins checked.
 */
function clarkeWright(
  ctx: TContexto,
  candidatas: readonly number[],
  perfis: readonly TVeiculoInterno[],
  lambda: number,
  retorno: boolean,
): number[][] {
  const rotaDe = new Map<number, number>();
  const rotas: (number[] | null)[] = [];
  const cargas: { peso: number; cubagem: number }[] = [];
  for (const no of candidatas) {
    rotaDe.set(no, rotas.length);
    rotas.push([no]);
    cargas.push({ peso: ctx.peso[no]!, cubagem: ctx.cubagem[no]! });
  }
  const pares: number[] = [];
  const economias: number[] = [];
  for (let a = 0; a < candidatas.length; a++) {
    for (let b = retorno ? a + 1 : 0; b < candidatas.length; b++) {
      if (a === b) continue;
      const i = candidatas[a]!;
      const j = candidatas[b]!;
      const economia = distancia(ctx, i, ctx.fim) + distancia(ctx, 0, j) - lambda * distancia(ctx, i, j);
      if (economia <= EPSILON) continue;
      pares.push(i, j);
      economias.push(economia);
    }
  }
  const ordem = economias.map((_, indice) => indice);
  ordem.sort((x, y) => economias[y]! - economias[x]! || x - y);
  for (const indice of ordem) {
    const i = pares[2 * indice]!;
    const j = pares[2 * indice + 1]!;
    const ri = rotaDe.get(i)!;
    const rj = rotaDe.get(j)!;
    if (ri === rj) continue;
    const a = rotas[ri]!;
    const b = rotas[rj]!;
    let juncao: number[] | null = null;
    if (retorno) {
      if ((a[0] !== i && a[a.length - 1] !== i) || (b[0] !== j && b[b.length - 1] !== j)) continue;
      const aTerminaEmI = a[a.length - 1] === i ? a : [...a].reverse();
      const bComecaEmJ = b[0] === j ? b : [...b].reverse();
      juncao = [...aTerminaEmI, ...bComecaEmJ];
    } else {
      if (a[a.length - 1] !== i || b[0] !== j) continue;
      juncao = [...a, ...b];
    }
    const peso = cargas[ri]!.peso + cargas[rj]!.peso;
    const cubagem = cargas[ri]!.cubagem + cargas[rj]!.cubagem;
    if (!perfis.some((veiculo) => cabeNoVeiculo(veiculo, peso, cubagem))) continue;
    if (!algumVeiculoServe(ctx, perfis, juncao, peso, cubagem)) {
      // The mirror keeps i and j together and the distance (symmetric): only the windows may differ.
      const espelho = retorno ? [...juncao].reverse() : null;
      if (!espelho || !algumVeiculoServe(ctx, perfis, espelho, peso, cubagem)) continue;
      juncao = espelho;
    }
    rotas[ri] = juncao;
    rotas[rj] = null;
    cargas[ri] = { peso, cubagem };
    for (const no of b) rotaDe.set(no, ri);
  }
  return rotas.filter((rota): rota is number[] => rota !== null);
}

/** Size of a load against the largest capacities (0..1 and beyond), to give routes largest-first. */
function tamanhoDaCarga(ctx: TContexto, peso: number, cubagem: number): number {
  const maiorPeso = ctx.maiorCapacidadePeso;
  const maiorCubagem = ctx.maiorCapacidadeCubagem;
  return Math.max(
    Number.isFinite(maiorPeso) && maiorPeso > 0 ? peso / maiorPeso : 0,
    Number.isFinite(maiorCubagem) && maiorCubagem > 0 ? cubagem / maiorCubagem : 0,
  );
}

function compararVeiculosPorTamanho(a: TVeiculoInterno, b: TVeiculoInterno): number {
  return (
    a.capacidadePeso - b.capacidadePeso || a.capacidadeCubagem - b.capacidadeCubagem || a.indice - b.indice
  );
}

/**
 * Routes, largest load first, each to the smallest free vehicle that carries it and keeps its times (best
 * fit: big vehicles stay for big routes). Every vehicle gets a route, empty when unused, so later moves may
 * use spare vehicles; the stops of routes left without a vehicle are returned. O(r·v·n).
 */
function atribuirVeiculos(
  ctx: TContexto,
  sequencias: readonly number[][],
): { rotas: TRotaInterna[]; pendentes: number[] } {
  const ordenadas = sequencias
    .map((nos) => ({ nos, ...cargaDaSequencia(ctx, nos) }))
    .sort(
      (a, b) =>
        tamanhoDaCarga(ctx, b.peso, b.cubagem) - tamanhoDaCarga(ctx, a.peso, a.cubagem) ||
        b.nos.length - a.nos.length ||
        a.nos[0]! - b.nos[0]!,
    );
  const livres = [...ctx.veiculos].sort(compararVeiculosPorTamanho);
  const rotas: TRotaInterna[] = [];
  const pendentes: number[] = [];
  for (const sequencia of ordenadas) {
    const posicao = livres.findIndex(
      (veiculo) =>
        cabeNoVeiculo(veiculo, sequencia.peso, sequencia.cubagem) &&
        viavelNoTempo(ctx, sequencia.nos, veiculo),
    );
    if (posicao < 0) {
      pendentes.push(...sequencia.nos);
      continue;
    }
    const [veiculo] = livres.splice(posicao, 1);
    rotas.push({
      veiculo: veiculo!,
      nos: [...sequencia.nos],
      peso: sequencia.peso,
      cubagem: sequencia.cubagem,
    });
  }
  for (const veiculo of livres) rotas.push({ veiculo, nos: [], peso: 0, cubagem: 0 });
  rotas.sort((a, b) => a.veiculo.indice - b.veiculo.indice);
  return { rotas, pendentes };
}

/**
 * Cheapest feasible insertion of the leftover stops (heaviest first) into any route, empty ones included;
 * the stops that fit nowhere are returned. O(p·n log n).
 */
function inserirPendentes(ctx: TContexto, rotas: TRotaInterna[], pendentes: readonly number[]): number[] {
  const ordem = [...pendentes].sort(
    (a, b) =>
      tamanhoDaCarga(ctx, ctx.peso[b]!, ctx.cubagem[b]!) -
        tamanhoDaCarga(ctx, ctx.peso[a]!, ctx.cubagem[a]!) || a - b,
  );
  const sobras: number[] = [];
  for (const no of ordem) {
    const opcoes: { custo: number; rota: number; posicao: number }[] = [];
    rotas.forEach((rota, indiceRota) => {
      if (!cabeNoVeiculo(rota.veiculo, rota.peso + ctx.peso[no]!, rota.cubagem + ctx.cubagem[no]!)) return;
      for (let posicao = 0; posicao <= rota.nos.length; posicao++) {
        const antes = posicao === 0 ? 0 : rota.nos[posicao - 1]!;
        const depois = posicao === rota.nos.length ? ctx.fim : rota.nos[posicao]!;
        const custo = distancia(ctx, antes, no) + distancia(ctx, no, depois) - distancia(ctx, antes, depois);
        opcoes.push({ custo, rota: indiceRota, posicao });
      }
    });
    opcoes.sort((a, b) => a.custo - b.custo || a.rota - b.rota || a.posicao - b.posicao);
    const escolhida = opcoes.find((opcao) => {
      const rota = rotas[opcao.rota]!;
      const nos = [...rota.nos];
      nos.splice(opcao.posicao, 0, no);
      return viavelNoTempo(ctx, nos, rota.veiculo);
    });
    if (!escolhida) {
      sobras.push(no);
      continue;
    }
    const rota = rotas[escolhida.rota]!;
    rota.nos.splice(escolhida.posicao, 0, no);
    rota.peso += ctx.peso[no]!;
    rota.cubagem += ctx.cubagem[no]!;
  }
  return sobras;
}

// ------------------------------------------------------------------------------- local search: one route

function inverterTrecho(nos: number[], de: number, ate: number): void {
  for (let i = de, j = ate; i < j; i++, j--) {
    const troca = nos[i]!;
    nos[i] = nos[j]!;
    nos[j] = troca;
  }
}

/**
 * 2-opt: remove two edges (a,b) and (c,e) and reconnect as (a,c) and (b,e), reversing b..c. One pass over
 * the O(n²) pairs, applying each improving, feasible move at once; returns the moves applied.
 */
function passeDoisOpt(ctx: TContexto, rota: TRotaInterna): number {
  const nos = rota.nos;
  const m = nos.length;
  let aplicados = 0;
  for (let i = 0; i < m - 1; i++) {
    for (let j = i + 1; j < m; j++) {
      const a = i === 0 ? 0 : nos[i - 1]!;
      const b = nos[i]!;
      const c = nos[j]!;
      const e = j === m - 1 ? ctx.fim : nos[j + 1]!;
      const delta = distancia(ctx, a, c) + distancia(ctx, b, e) - distancia(ctx, a, b) - distancia(ctx, c, e);
      if (delta >= -EPSILON) continue;
      inverterTrecho(nos, i, j);
      if (!viavelNoTempo(ctx, nos, rota.veiculo)) {
        inverterTrecho(nos, i, j);
        continue;
      }
      aplicados++;
      if (!consumirIteracao(ctx)) return aplicados;
    }
  }
  return aplicados;
}

/**
 * Or-opt: move a segment of 1–3 consecutive stops to another place of the same route, as it is or
 * reversed. One pass over the O(n) segments × O(n) places; returns the moves applied.
 */
function passeOrOpt(ctx: TContexto, rota: TRotaInterna): number {
  const nos = rota.nos;
  const m = nos.length;
  let aplicados = 0;
  for (let tamanho = 1; tamanho <= MAIOR_SEGMENTO_OR_OPT; tamanho++) {
    for (let i = 0; i + tamanho <= m; i++) {
      const antes = i === 0 ? 0 : nos[i - 1]!;
      const primeiro = nos[i]!;
      const ultimo = nos[i + tamanho - 1]!;
      const depois = i + tamanho === m ? ctx.fim : nos[i + tamanho]!;
      const ganho =
        distancia(ctx, antes, primeiro) + distancia(ctx, ultimo, depois) - distancia(ctx, antes, depois);
      if (ganho <= EPSILON) continue;
      for (let lacuna = 0; lacuna <= m; lacuna++) {
        if (lacuna >= i && lacuna <= i + tamanho) continue;
        const a = lacuna === 0 ? 0 : nos[lacuna - 1]!;
        const b = lacuna === m ? ctx.fim : nos[lacuna]!;
        const direto = distancia(ctx, a, primeiro) + distancia(ctx, ultimo, b) - distancia(ctx, a, b);
        const invertido = distancia(ctx, a, ultimo) + distancia(ctx, primeiro, b) - distancia(ctx, a, b);
        const inverter = tamanho > 1 && invertido < direto - EPSILON;
        if ((inverter ? invertido : direto) - ganho >= -EPSILON) continue;
        const segmento = nos.slice(i, i + tamanho);
        if (inverter) segmento.reverse();
        const resto = [...nos.slice(0, i), ...nos.slice(i + tamanho)];
        const destino = lacuna > i ? lacuna - tamanho : lacuna;
        const novo = [...resto.slice(0, destino), ...segmento, ...resto.slice(destino)];
        if (!viavelNoTempo(ctx, novo, rota.veiculo)) continue;
        substituir(nos, novo);
        aplicados++;
        if (!consumirIteracao(ctx)) return aplicados;
        break;
      }
    }
  }
  return aplicados;
}

/** 2-opt and Or-opt passes until neither improves (or the iteration cap). */
function melhorarRota(ctx: TContexto, rota: TRotaInterna): void {
  while (ctx.iteracoes.restantes > 0) {
    const aplicados = passeDoisOpt(ctx, rota) + passeOrOpt(ctx, rota);
    if (aplicados === 0) return;
  }
}

// --------------------------------------------------------------------------- local search: between routes

/**
 * Relocate: move a segment of 1–3 stops from one route into another (as it is or reversed) when the
 * receiving vehicle carries it and the total distance falls. One pass: O(n) segments × O(n) places.
 */
function passeRealocacao(ctx: TContexto, rotas: TRotaInterna[]): number {
  let aplicados = 0;
  for (const origem of rotas) {
    for (let tamanho = 1; tamanho <= MAIOR_SEGMENTO_OR_OPT; tamanho++) {
      let i = 0;
      while (i + tamanho <= origem.nos.length) {
        if (moverSegmento(ctx, rotas, origem, i, tamanho)) {
          aplicados++;
          if (!consumirIteracao(ctx)) return aplicados;
          continue;
        }
        i++;
      }
    }
  }
  return aplicados;
}

function moverSegmento(
  ctx: TContexto,
  rotas: TRotaInterna[],
  origem: TRotaInterna,
  i: number,
  tamanho: number,
): boolean {
  const nos = origem.nos;
  const m = nos.length;
  const antes = i === 0 ? 0 : nos[i - 1]!;
  const primeiro = nos[i]!;
  const ultimo = nos[i + tamanho - 1]!;
  const depois = i + tamanho === m ? ctx.fim : nos[i + tamanho]!;
  const ganho =
    distancia(ctx, antes, primeiro) + distancia(ctx, ultimo, depois) - distancia(ctx, antes, depois);
  if (ganho <= EPSILON) return false;
  const segmento = nos.slice(i, i + tamanho);
  const carga = cargaDaSequencia(ctx, segmento);
  for (const destino of rotas) {
    if (destino === origem) continue;
    if (!cabeNoVeiculo(destino.veiculo, destino.peso + carga.peso, destino.cubagem + carga.cubagem)) continue;
    const alvo = destino.nos;
    for (let lacuna = 0; lacuna <= alvo.length; lacuna++) {
      const a = lacuna === 0 ? 0 : alvo[lacuna - 1]!;
      const b = lacuna === alvo.length ? ctx.fim : alvo[lacuna]!;
      const direto = distancia(ctx, a, primeiro) + distancia(ctx, ultimo, b) - distancia(ctx, a, b);
      const invertido = distancia(ctx, a, ultimo) + distancia(ctx, primeiro, b) - distancia(ctx, a, b);
      const inverter = tamanho > 1 && invertido < direto - EPSILON;
      if ((inverter ? invertido : direto) - ganho >= -EPSILON) continue;
      const inserido = inverter ? [...segmento].reverse() : segmento;
      const novoDestino = [...alvo.slice(0, lacuna), ...inserido, ...alvo.slice(lacuna)];
      const novaOrigem = [...nos.slice(0, i), ...nos.slice(i + tamanho)];
      if (
        !viavelNoTempo(ctx, novoDestino, destino.veiculo) ||
        !viavelNoTempo(ctx, novaOrigem, origem.veiculo)
      )
        continue;
      substituir(alvo, novoDestino);
      substituir(nos, novaOrigem);
      destino.peso += carga.peso;
      destino.cubagem += carga.cubagem;
      origem.peso -= carga.peso;
      origem.cubagem -= carga.cubagem;
      return true;
    }
  }
  return false;
}

/** Exchange: swap one stop of a route with one stop of another, each taking the other's place. O(n²). */
function passeTroca(ctx: TContexto, rotas: TRotaInterna[]): number {
  let aplicados = 0;
  for (let r = 0; r < rotas.length; r++) {
    for (let s = r + 1; s < rotas.length; s++) {
      const a = rotas[r]!;
      const b = rotas[s]!;
      for (let i = 0; i < a.nos.length; i++) {
        for (let j = 0; j < b.nos.length; j++) {
          const x = a.nos[i]!;
          const y = b.nos[j]!;
          const pesoA = a.peso - ctx.peso[x]! + ctx.peso[y]!;
          const cubagemA = a.cubagem - ctx.cubagem[x]! + ctx.cubagem[y]!;
          const pesoB = b.peso - ctx.peso[y]! + ctx.peso[x]!;
          const cubagemB = b.cubagem - ctx.cubagem[y]! + ctx.cubagem[x]!;
          if (!cabeNoVeiculo(a.veiculo, pesoA, cubagemA) || !cabeNoVeiculo(b.veiculo, pesoB, cubagemB))
            continue;
          const antesA = i === 0 ? 0 : a.nos[i - 1]!;
          const depoisA = i === a.nos.length - 1 ? ctx.fim : a.nos[i + 1]!;
          const antesB = j === 0 ? 0 : b.nos[j - 1]!;
          const depoisB = j === b.nos.length - 1 ? ctx.fim : b.nos[j + 1]!;
          const delta =
            distancia(ctx, antesA, y) +
            distancia(ctx, y, depoisA) -
            distancia(ctx, antesA, x) -
            distancia(ctx, x, depoisA) +
            distancia(ctx, antesB, x) +
            distancia(ctx, x, depoisB) -
            distancia(ctx, antesB, y) -
            distancia(ctx, y, depoisB);
          if (delta >= -EPSILON) continue;
          a.nos[i] = y;
          b.nos[j] = x;
          if (!viavelNoTempo(ctx, a.nos, a.veiculo) || !viavelNoTempo(ctx, b.nos, b.veiculo)) {
            a.nos[i] = x;
            b.nos[j] = y;
            continue;
          }
          a.peso = pesoA;
          a.cubagem = cubagemA;
          b.peso = pesoB;
          b.cubagem = cubagemB;
          aplicados++;
          if (!consumirIteracao(ctx)) return aplicados;
        }
      }
    }
  }
  return aplicados;
}

function cargasAcumuladas(ctx: TContexto, nos: readonly number[]): { peso: number[]; cubagem: number[] } {
  const peso = [0];
  const cubagem = [0];
  for (const no of nos) {
    peso.push(peso[peso.length - 1]! + ctx.peso[no]!);
    cubagem.push(cubagem[cubagem.length - 1]! + ctx.cubagem[no]!);
  }
  return { peso, cubagem };
}

/**
 * 2-opt*: cut two routes and swap their tails (A = a₁…aᵢ | aᵢ₊₁…, B = b₁…bⱼ | bⱼ₊₁… → a₁…aᵢ bⱼ₊₁… and
 * b₁…bⱼ aᵢ₊₁…), which untangles crossing routes. O(n²) cuts per pair of routes, loads by prefix sums.
 */
function passeDoisOptEstrela(ctx: TContexto, rotas: TRotaInterna[]): number {
  let aplicados = 0;
  for (let r = 0; r < rotas.length; r++) {
    for (let s = r + 1; s < rotas.length; s++) {
      while (trocarCaudas(ctx, rotas[r]!, rotas[s]!)) {
        aplicados++;
        if (!consumirIteracao(ctx)) return aplicados;
      }
    }
  }
  return aplicados;
}

function trocarCaudas(ctx: TContexto, a: TRotaInterna, b: TRotaInterna): boolean {
  const acumA = cargasAcumuladas(ctx, a.nos);
  const acumB = cargasAcumuladas(ctx, b.nos);
  const mA = a.nos.length;
  const mB = b.nos.length;
  for (let i = -1; i < mA; i++) {
    const ai = i < 0 ? 0 : a.nos[i]!;
    const aSeguinte = i + 1 < mA ? a.nos[i + 1]! : ctx.fim;
    for (let j = -1; j < mB; j++) {
      if ((i === -1 && j === -1) || (i === mA - 1 && j === mB - 1)) continue;
      const bj = j < 0 ? 0 : b.nos[j]!;
      const bSeguinte = j + 1 < mB ? b.nos[j + 1]! : ctx.fim;
      const delta =
        distancia(ctx, ai, bSeguinte) +
        distancia(ctx, bj, aSeguinte) -
        distancia(ctx, ai, aSeguinte) -
        distancia(ctx, bj, bSeguinte);
      if (delta >= -EPSILON) continue;
      const pesoA = acumA.peso[i + 1]! + (b.peso - acumB.peso[j + 1]!);
      const cubagemA = acumA.cubagem[i + 1]! + (b.cubagem - acumB.cubagem[j + 1]!);
      const pesoB = acumB.peso[j + 1]! + (a.peso - acumA.peso[i + 1]!);
      const cubagemB = acumB.cubagem[j + 1]! + (a.cubagem - acumA.cubagem[i + 1]!);
      if (!cabeNoVeiculo(a.veiculo, pesoA, cubagemA) || !cabeNoVeiculo(b.veiculo, pesoB, cubagemB)) continue;
      const novoA = [...a.nos.slice(0, i + 1), ...b.nos.slice(j + 1)];
      const novoB = [...b.nos.slice(0, j + 1), ...a.nos.slice(i + 1)];
      if (!viavelNoTempo(ctx, novoA, a.veiculo) || !viavelNoTempo(ctx, novoB, b.veiculo)) continue;
      substituir(a.nos, novoA);
      substituir(b.nos, novoB);
      a.peso = pesoA;
      a.cubagem = cubagemA;
      b.peso = pesoB;
      b.cubagem = cubagemB;
      return true;
    }
  }
  return false;
}

/** Moves between routes and inside each route, round after round, until a round changes nothing. */
function melhorarRotas(ctx: TContexto, rotas: TRotaInterna[]): void {
  for (const rota of rotas) melhorarRota(ctx, rota);
  while (ctx.iteracoes.restantes > 0) {
    const aplicados = passeRealocacao(ctx, rotas) + passeTroca(ctx, rotas) + passeDoisOptEstrela(ctx, rotas);
    for (const rota of rotas) melhorarRota(ctx, rota);
    if (aplicados === 0) return;
  }
}

// ----------------------------------------------------------------------------------------------- answers

interface TSolucaoInterna {
  rotas: TRotaInterna[];
  /** Stops that fit no route, for the fleet-shortage reason. */
  sobras: number[];
  distancia: number;
}

function distanciaTotal(ctx: TContexto, rotas: readonly TRotaInterna[]): number {
  return rotas.reduce((total, rota) => total + custoSequencia(ctx, rota.nos), 0);
}

function arredondar(valor: number, casas: number): number {
  const fator = 10 ** casas;
  return Math.round(valor * fator) / fator;
}

/**
 * The schedule of a route: leaving at the start of the working day, then delayed by the largest amount
 * that neither makes any stop later than its window nor the route end later (the waits it absorbs —
 * Savelsbergh's forward time slack). O(n).
 */
function montarRota(
  ctx: TContexto,
  entrada: TEntradaRoteirizacao,
  rota: TRotaInterna,
): { rota: TRotaPlanejada; alertas: TAlertaRota[] } {
  const { veiculo, nos } = rota;
  // Pass 1: earliest schedule, to size the delay.
  let tempo = veiculo.jornadaInicio;
  let anterior = 0;
  let esperaAcumulada = 0;
  let folga = Number.POSITIVE_INFINITY;
  for (const no of nos) {
    tempo += distancia(ctx, anterior, no) * ctx.minutosPorUnidade;
    const inicio = Math.max(tempo, ctx.janelaInicio[no]!);
    esperaAcumulada += inicio - tempo;
    folga = Math.min(folga, esperaAcumulada + ctx.janelaFim[no]! - inicio);
    tempo = inicio + ctx.servico[no]!;
    anterior = no;
  }
  const atraso = nos.length === 0 ? 0 : Math.max(0, Math.min(esperaAcumulada, folga));
  // Pass 2: the schedule as driven.
  const saida = veiculo.jornadaInicio + atraso;
  const alertas: TAlertaRota[] = [];
  const paradas: TParadaPlanejada[] = [];
  tempo = saida;
  anterior = 0;
  let acumulada = 0;
  nos.forEach((no, posicao) => {
    const trecho = distancia(ctx, anterior, no);
    acumulada += trecho;
    tempo += trecho * ctx.minutosPorUnidade;
    const chegada = tempo;
    const inicio = Math.max(chegada, ctx.janelaInicio[no]!);
    const foraDaJanela = inicio > ctx.janelaFim[no]! + EPSILON;
    const parada = entrada.paradas[no - 1]!;
    if (foraDaJanela)
      alertas.push({
        id: parada.id,
        motivo: ROTEIRIZADOR_MESSAGES.chegadaForaDaJanela(inicio, ctx.janelaFim[no]!),
      });
    tempo = inicio + ctx.servico[no]!;
    paradas.push({
      id: parada.id,
      ordem: posicao + 1,
      chegadaMin: Math.round(chegada),
      esperaMin: Math.round(inicio) - Math.round(chegada),
      partidaMin: Math.round(tempo),
      distanciaAcumuladaM: Math.round(acumulada),
      foraDaJanela,
    });
    anterior = no;
  });
  if (nos.length > 0) {
    const volta = distancia(ctx, anterior, ctx.fim);
    acumulada += volta;
    tempo += volta * ctx.minutosPorUnidade;
  }
  const termino = nos.length === 0 ? saida : tempo;
  if (termino > veiculo.jornadaFim + EPSILON)
    alertas.push({ id: null, motivo: ROTEIRIZADOR_MESSAGES.jornadaExcedida(termino, veiculo.jornadaFim) });
  const carga = cargaDaSequencia(ctx, nos);
  if (carga.peso > veiculo.capacidadePeso + EPSILON)
    alertas.push({
      id: null,
      motivo: ROTEIRIZADOR_MESSAGES.pesoExcedeVeiculo(carga.peso, veiculo.capacidadePeso),
    });
  if (carga.cubagem > veiculo.capacidadeCubagem + EPSILON)
    alertas.push({
      id: null,
      motivo: ROTEIRIZADOR_MESSAGES.cubagemExcedeVeiculo(carga.cubagem, veiculo.capacidadeCubagem),
    });
  return {
    rota: {
      veiculoIndice: veiculo.indice,
      veiculoNome: veiculo.nome,
      paradas,
      distanciaM: Math.round(acumulada),
      duracaoMin: Math.round(termino) - Math.round(saida),
      saidaMin: Math.round(saida),
      terminoMin: Math.round(termino),
      pesoKg: arredondar(carga.peso, 3),
      cubagemM3: arredondar(carga.cubagem, 3),
      ocupacaoPeso: Number.isFinite(veiculo.capacidadePeso)
        ? arredondar(veiculo.capacidadePeso > 0 ? carga.peso / veiculo.capacidadePeso : 0, 4)
        : null,
      ocupacaoCubagem: Number.isFinite(veiculo.capacidadeCubagem)
        ? arredondar(veiculo.capacidadeCubagem > 0 ? carga.cubagem / veiculo.capacidadeCubagem : 0, 4)
        : null,
    },
    alertas,
  };
}

function planejarUmVeiculo(ctx: TContexto, candidatas: readonly number[]): TSolucaoInterna {
  const { rota, sobras } = vizinhoMaisProximo(ctx, candidatas, ctx.veiculos[0]!);
  const rotas = [rota];
  const naoInseridas = inserirPendentes(ctx, rotas, sobras);
  melhorarRota(ctx, rota);
  return { rotas, sobras: naoInseridas, distancia: distanciaTotal(ctx, rotas) };
}

function planejarVariosVeiculos(
  ctx: TContexto,
  candidatas: readonly number[],
  retorno: boolean,
): TSolucaoInterna {
  const perfis = perfisDeVeiculo(ctx.veiculos);
  let melhor: TSolucaoInterna | null = null;
  for (const lambda of LAMBDAS_CLARKE_WRIGHT) {
    const sequencias = clarkeWright(ctx, candidatas, perfis, lambda, retorno);
    const { rotas, pendentes } = atribuirVeiculos(ctx, sequencias);
    const sobras = inserirPendentes(ctx, rotas, pendentes);
    melhorarRotas(ctx, rotas);
    // Moves may have freed room: try the leftovers again.
    const aindaSobram = sobras.length > 0 ? inserirPendentes(ctx, rotas, sobras) : sobras;
    const solucao = { rotas, sobras: aindaSobram, distancia: distanciaTotal(ctx, rotas) };
    if (
      !melhor ||
      solucao.sobras.length < melhor.sobras.length ||
      (solucao.sobras.length === melhor.sobras.length && solucao.distancia < melhor.distancia - EPSILON)
    )
      melhor = solucao;
    if (ctx.iteracoes.restantes <= 0) break;
  }
  return melhor!;
}

/**
 * Plans the routes of the stops over the vehicles (see the module comment). One vehicle: nearest neighbour
 * + 2-opt + Or-opt; several: Clarke–Wright + improvements inside and between routes. Deterministic.
 */
export function planejarRotas(entrada: TEntradaRoteirizacao): TPlanoRotas {
  const ctx = criarContexto(entrada);
  const retorno = entrada.retornarAoDeposito ?? true;
  const { candidatas, naoAtendidas } = triarParadas(ctx, entrada);
  const umVeiculo = ctx.veiculos.length === 1;
  const algoritmo = umVeiculo ? AlgoritmoRoteirizacao.VizinhoMaisProximo : AlgoritmoRoteirizacao.ClarkeWright;
  const solucao: TSolucaoInterna =
    candidatas.length === 0
      ? { rotas: [], sobras: [], distancia: 0 }
      : umVeiculo
        ? planejarUmVeiculo(ctx, candidatas)
        : planejarVariosVeiculos(ctx, candidatas, retorno);
  for (const no of solucao.sobras) naoAtendidas.set(no, ROTEIRIZADOR_MESSAGES.frotaInsuficiente);
  const rotas = solucao.rotas
    .filter((rota) => rota.nos.length > 0)
    .sort((a, b) => a.veiculo.indice - b.veiculo.indice)
    .map((rota) => montarRota(ctx, entrada, rota).rota);
  return {
    rotas,
    naoAtendidas: [...naoAtendidas.entries()]
      .sort(([a], [b]) => a - b)
      .map(([no, motivo]) => ({ id: entrada.paradas[no - 1]!.id, motivo })),
    distanciaTotalM: rotas.reduce((total, rota) => total + rota.distanciaM, 0),
    algoritmo,
    fatorDesvio: entrada.matrizDistancias ? null : FATOR_DESVIO_RODOVIARIO,
    velocidadeMediaKmH: ctx.velocidadeKmH,
  };
}

// ------------------------------------------------------------------------------------------ manual order

/**
 * Recomputes a route in the order the user chose (the screen lets stops be dragged): distances, arrival
 * and departure times, loads — no reordering. Late services, overloads and an overrun working day are
 * flagged in `alertas` (the route is kept as given). Throws on an unknown vehicle or stop id.
 * O(k²) for k stops (only the route's points are measured).
 */
export function recalcularRota(
  entrada: TEntradaRoteirizacao,
  veiculoIndice: number,
  ids: readonly string[],
): TRotaRecalculada {
  const veiculo = entrada.veiculos[veiculoIndice];
  if (!veiculo) throw new RangeError(ROTEIRIZADOR_MESSAGES.veiculoInexistente);
  const indicePorId = new Map<string, number>();
  entrada.paradas.forEach((parada, indice) => {
    if (!indicePorId.has(parada.id)) indicePorId.set(parada.id, indice);
  });
  const vistos = new Set<string>();
  const indices = ids.map((id) => {
    const indice = indicePorId.get(id);
    if (indice === undefined) throw new RangeError(ROTEIRIZADOR_MESSAGES.paradaInexistente(id));
    if (vistos.has(id)) throw new RangeError(ROTEIRIZADOR_MESSAGES.paradaRepetidaNaOrdem(id));
    vistos.add(id);
    return indice;
  });
  // A sub-problem with only these stops, in this order, served by this vehicle.
  const matriz = entrada.matrizDistancias;
  const selecao = [0, ...indices.map((indice) => indice + 1)];
  const subEntrada: TEntradaRoteirizacao = {
    ...entrada,
    paradas: indices.map((indice) => entrada.paradas[indice]!),
    veiculos: [veiculo],
    matrizDistancias: matriz
      ? selecao.map((i) => selecao.map((j) => matriz[i]?.[j] ?? Number.NaN))
      : undefined,
  };
  const ctx = criarContexto(subEntrada);
  const rotaInterna: TRotaInterna = {
    veiculo: { ...ctx.veiculos[0]!, indice: veiculoIndice },
    nos: indices.map((_, posicao) => posicao + 1),
    peso: 0,
    cubagem: 0,
  };
  const { rota, alertas } = montarRota(ctx, subEntrada, rotaInterna);
  return { rota, viavel: alertas.length === 0, alertas };
}

/**
 * Drag and drop: the stop at position `de` (0-based) of the route moves to position `para`, and the route
 * is recomputed by recalcularRota.
 */
export function reordenarRota(
  entrada: TEntradaRoteirizacao,
  rota: Pick<TRotaPlanejada, 'veiculoIndice'> & { paradas: readonly Pick<TParadaPlanejada, 'id'>[] },
  de: number,
  para: number,
): TRotaRecalculada {
  const ids = rota.paradas.map((parada) => parada.id);
  const valida = (posicao: number) => Number.isInteger(posicao) && posicao >= 0 && posicao < ids.length;
  if (!valida(de) || !valida(para)) throw new RangeError(ROTEIRIZADOR_MESSAGES.posicaoInvalida);
  const [movida] = ids.splice(de, 1);
  ids.splice(para, 0, movida!);
  return recalcularRota(entrada, rota.veiculoIndice, ids);
}
