/**
 * Test fixture: published benchmark instances for the route planner's quality tests (not exported by the
 * package). Coordinates are planar (EUC_2D); distances follow TSPLIB's rule, the Euclidean distance rounded
 * to the nearest integer (nint).
 *
 * - berlin52 — TSPLIB (G. Reinelt, "TSPLIB — A Traveling Salesman Problem Library", ORSA Journal on
 *   Computing 3(4), 1991; comopt.ifi.uni-heidelberg.de/software/TSPLIB95), "52 locations in Berlin
 *   (Groetschel)". Optimal tour length 7542 (berlin52.opt.tour).
 * - A-n32-k5 — Augerat et al. set A (P. Augerat, J. M. Belenguer, E. Benavent, A. Corberán, D. Naddef,
 *   G. Rinaldi, 1995), as distributed by CVRPLIB (vrp.galgos.inf.puc-rio.br): 31 customers, capacity 100,
 *   5 trucks, optimal value 784 (opt-A-n32-k5).
 *
 * The data were copied from public copies of those files and checked by the tests: the published optimal
 * tour/routes, measured with the rule above, give exactly 7542 and 784.
 */

export interface TPontoPlano {
  x: number;
  y: number;
}

/** TSPLIB EUC_2D: nint(√(Δx² + Δy²)). */
export function distanciaTsplib(a: TPontoPlano, b: TPontoPlano): number {
  return Math.floor(Math.hypot(a.x - b.x, a.y - b.y) + 0.5);
}

/** The full EUC_2D matrix of the points, in their order. */
export function matrizTsplib(pontos: readonly TPontoPlano[]): number[][] {
  return pontos.map((a) => pontos.map((b) => distanciaTsplib(a, b)));
}

const ponto = ([x, y]: readonly [number, number]): TPontoPlano => ({ x, y });

/** berlin52, nodes 1..52 in file order (node 1 first). */
export const BERLIN52 = {
  nome: 'berlin52',
  otimo: 7542,
  pontos: (
    [
      [565, 575],
      [25, 185],
      [345, 750],
      [945, 685],
      [845, 655],
      [880, 660],
      [25, 230],
      [525, 1000],
      [580, 1175],
      [650, 1130],
      [1605, 620],
      [1220, 580],
      [1465, 200],
      [1530, 5],
      [845, 680],
      [725, 370],
      [145, 665],
      [415, 635],
      [510, 875],
      [560, 365],
      [300, 465],
      [520, 585],
      [480, 415],
      [835, 625],
      [975, 580],
      [1215, 245],
      [1320, 315],
      [1250, 400],
      [660, 180],
      [410, 250],
      [420, 555],
      [575, 665],
      [1150, 1160],
      [700, 580],
      [685, 595],
      [685, 610],
      [770, 610],
      [795, 645],
      [720, 635],
      [760, 650],
      [475, 960],
      [95, 260],
      [875, 920],
      [700, 500],
      [555, 815],
      [830, 485],
      [1170, 65],
      [830, 610],
      [605, 625],
      [595, 360],
      [1340, 725],
      [1740, 245],
    ] as const
  ).map(ponto),
  /** berlin52.opt.tour, node numbers 1..52. */
  tourOtimo: [
    1, 49, 32, 45, 19, 41, 8, 9, 10, 43, 33, 51, 11, 52, 14, 13, 47, 26, 27, 28, 12, 25, 4, 6, 15, 5, 24, 48,
    38, 37, 40, 39, 36, 35, 34, 44, 46, 16, 29, 50, 20, 23, 30, 2, 7, 42, 21, 17, 3, 18, 31, 22,
  ],
} as const;

/** A-n32-k5: node 1 is the depot, nodes 2..32 the customers (coordinates and demand). */
export const A_N32_K5 = {
  nome: 'A-n32-k5',
  otimo: 784,
  capacidade: 100,
  veiculos: 5,
  deposito: { x: 82, y: 76 },
  clientes: (
    [
      [2, 96, 44, 19],
      [3, 50, 5, 21],
      [4, 49, 8, 6],
      [5, 13, 7, 19],
      [6, 29, 89, 7],
      [7, 58, 30, 12],
      [8, 84, 39, 16],
      [9, 14, 24, 6],
      [10, 2, 39, 16],
      [11, 3, 82, 8],
      [12, 5, 10, 14],
      [13, 98, 52, 21],
      [14, 84, 25, 16],
      [15, 61, 59, 3],
      [16, 1, 65, 22],
      [17, 88, 51, 18],
      [18, 91, 2, 19],
      [19, 19, 32, 1],
      [20, 93, 3, 24],
      [21, 50, 93, 8],
      [22, 98, 14, 12],
      [23, 5, 42, 4],
      [24, 42, 9, 8],
      [25, 61, 62, 24],
      [26, 9, 97, 24],
      [27, 80, 55, 2],
      [28, 57, 69, 20],
      [29, 23, 15, 15],
      [30, 20, 70, 2],
      [31, 85, 60, 14],
      [32, 98, 5, 9],
    ] as const
  ).map(([no, x, y, demanda]) => ({ no, x, y, demanda })),
  /** opt-A-n32-k5, customers numbered from 1 = node 2 (the solution file's convention). */
  rotasOtimas: [
    [21, 31, 19, 17, 13, 7, 26],
    [12, 1, 16, 30],
    [27, 24],
    [29, 18, 8, 9, 22, 15, 10, 25, 5, 20],
    [14, 28, 11, 4, 23, 3, 2, 6],
  ],
} as const;
