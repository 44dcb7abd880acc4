import type { TCargaFormada } from '@embarca/domain';

/**
 * The last confirmations' results, for the 'Cargas formadas' drawer. A drawer is a URL
 * (`?drawer=listar-resultados-drawer?resultado={id}`): the result itself stays in this tab — in memory and in
 * sessionStorage, so a reload of the same tab still shows it — under the id the URL carries.
 */
const PREFIXO = 'embarca.formacao.cargas-formadas.';
/** Results kept per tab (the oldest go first). */
const MAXIMO = 10;

const memoria = new Map<string, TCargaFormada[]>();
let sequencia = 0;

export const DRAWER_CARGAS_FORMADAS = 'listar-resultados-drawer';
/** The drawer's query parameter naming the result. */
export const PARAMETRO_RESULTADO = 'resultado';

/** The drawer path that shows a stored result. */
export const drawerDasCargasFormadas = (id: string) =>
  `${DRAWER_CARGAS_FORMADAS}?${PARAMETRO_RESULTADO}=${encodeURIComponent(id)}`;

function lerSessao(id: string): TCargaFormada[] | null {
  try {
    const texto = sessionStorage.getItem(PREFIXO + id);
    const valor = texto ? (JSON.parse(texto) as unknown) : null;
    return Array.isArray(valor) ? (valor as TCargaFormada[]) : null;
  } catch {
    return null;
  }
}

/** Keeps a confirmation's loads; returns the id for the drawer's URL. */
export function guardarCargasFormadas(cargas: readonly TCargaFormada[]): string {
  sequencia += 1;
  const id = `${Date.now().toString(36)}-${sequencia}`;
  memoria.set(id, [...cargas]);
  while (memoria.size > MAXIMO) {
    const antiga = memoria.keys().next().value;
    if (antiga === undefined) break;
    memoria.delete(antiga);
    try {
      sessionStorage.removeItem(PREFIXO + antiga);
    } catch {
      // Storage unavailable: memory only.
    }
  }
  try {
    sessionStorage.setItem(PREFIXO + id, JSON.stringify(cargas));
  } catch {
    // Storage full or unavailable: memory only.
  }
  return id;
}

/** The loads of a stored confirmation, or null (unknown id, another tab, storage cleared). */
export function lerCargasFormadas(id: string | null): TCargaFormada[] | null {
  if (!id) return null;
  return memoria.get(id) ?? lerSessao(id);
}
