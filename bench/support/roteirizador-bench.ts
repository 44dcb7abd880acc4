// Route planner timing, run by hand (not a timed test): `node_modules/.bin/tsx bench/support/roteirizador-bench.ts`.
// A deterministic instance — 200 stops spread over São Paulo state by a seeded PRNG, 5 vehicles of
// different sizes, depot in the capital — planned by `planejarRotas`: one warm-up run, then the average of
// 5 timed runs. Target: well under 1 s.
import { pathToFileURL } from 'node:url';
import { planejarRotas, type TEntradaRoteirizacao } from '@embarca/domain';

const PARADAS = 200;
const VEICULOS = 5;
const EXECUCOES = 5;
const SEMENTE = 20_240_601;

/** mulberry32: a tiny seeded PRNG, uniform in [0, 1). */
function mulberry32(semente: number): () => number {
  let estado = semente >>> 0;
  return () => {
    estado = (estado + 0x6d2b79f5) >>> 0;
    let t = estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** 200 stops inside São Paulo state's interior box (lat −24.0…−20.5, lon −51.5…−45.5), 5 vehicles. */
export function instanciaRoteirizador(): TEntradaRoteirizacao {
  const aleatorio = mulberry32(SEMENTE);
  const entre = (min: number, max: number) => min + (max - min) * aleatorio();
  const paradas = Array.from({ length: PARADAS }, (_, indice) => ({
    id: `P${String(indice + 1).padStart(3, '0')}`,
    latitude: Number(entre(-24.0, -20.5).toFixed(5)),
    longitude: Number(entre(-51.5, -45.5).toFixed(5)),
    pesoKg: Math.round(entre(50, 800)),
    cubagemM3: Number(entre(0.5, 4).toFixed(2)),
    servicoMin: 15,
  }));
  const capacidades = [25_000, 22_000, 20_000, 18_000, 15_000];
  const veiculos = capacidades.slice(0, VEICULOS).map((capacidadePesoKg, indice) => ({
    nome: `Veículo ${indice + 1}`,
    capacidadePesoKg,
    capacidadeCubagemM3: Math.round(capacidadePesoKg / 200),
  }));
  return {
    deposito: { latitude: -23.5505, longitude: -46.6333, nome: 'CD São Paulo' },
    paradas,
    veiculos,
    retornarAoDeposito: true,
  };
}

export async function benchRoteirizador(): Promise<{
  paradas: number;
  veiculos: number;
  ms: number;
  distanciaKm: number;
}> {
  const entrada = instanciaRoteirizador();
  let plano = planejarRotas(entrada); // warm-up (JIT)
  let total = 0;
  for (let execucao = 0; execucao < EXECUCOES; execucao++) {
    const inicio = performance.now();
    plano = planejarRotas(entrada);
    total += performance.now() - inicio;
  }
  return {
    paradas: entrada.paradas.length - plano.naoAtendidas.length,
    veiculos: plano.rotas.length,
    ms: Math.round((total / EXECUCOES) * 10) / 10,
    distanciaKm: Math.round(plano.distanciaTotalM / 100) / 10,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchRoteirizador().then((resultado) => console.log(resultado));
}
