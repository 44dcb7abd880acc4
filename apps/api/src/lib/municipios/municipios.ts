import {
  distanciaRodoviariaEstimada,
  normalizeSearchText,
  type TCoordenada,
  type TMunicipio,
} from '@embarca/domain';
import dados from './municipios.json' with { type: 'json' };

/**
 * Brazil's municipalities (IBGE code, name, UF, seat coordinates): 5,570 rows shipped with the API
 * (kelvins/municipios-brasileiros, MIT, from IBGE data) for the city search of the freight quote, the lanes'
 * IBGE codes and the distance estimate. Read once per process; ~0.3 MB.
 */
type Linha = [ibge: string, nome: string, uf: string, latitude: number, longitude: number];

export interface Municipio extends TMunicipio {
  coordenada: TCoordenada;
}

interface Indice {
  porIbge: Map<string, Municipio>;
  porNomeUf: Map<string, Municipio>;
  todos: { municipio: Municipio; busca: string }[];
}

let indice: Indice | undefined;

function carregar(): Indice {
  if (indice) return indice;
  const porIbge = new Map<string, Municipio>();
  const porNomeUf = new Map<string, Municipio>();
  const todos: Indice['todos'] = [];
  for (const [ibge, nome, uf, latitude, longitude] of dados as Linha[]) {
    const municipio: Municipio = { ibge, nome, uf, coordenada: { latitude, longitude } };
    porIbge.set(ibge, municipio);
    porNomeUf.set(chaveNomeUf(nome, uf), municipio);
    todos.push({ municipio, busca: normalizeSearchText(`${nome} ${uf}`) });
  }
  indice = { porIbge, porNomeUf, todos };
  return indice;
}

function chaveNomeUf(nome: string, uf: string): string {
  return `${normalizeSearchText(nome)}/${uf.toUpperCase()}`;
}

/** The municipality of an IBGE code (7 digits). */
export function municipioPorIbge(ibge: string): Municipio | undefined {
  return carregar().porIbge.get(ibge.trim());
}

/**
 * A municipality written as a spreadsheet or a person writes it: the IBGE code ('4106902') or
 * 'Nome/UF' ('Curitiba/PR', accents and case ignored; '-' also separates).
 */
export function municipioPorTexto(texto: string): Municipio | undefined {
  const valor = texto.trim();
  if (/^\d{7}$/.test(valor)) return municipioPorIbge(valor);
  const match = /^(.+?)\s*[/-]\s*([A-Za-z]{2})$/.exec(valor);
  if (!match) return undefined;
  return carregar().porNomeUf.get(chaveNomeUf(match[1] ?? '', match[2] ?? ''));
}

/**
 * The city search ('Busque por cidade ou UF.'): municipalities whose name (or 'name UF') contains the
 * words typed; a bare UF lists that UF's. Capitals and exact prefixes first; at most `limite`.
 */
export function buscarMunicipios(
  busca: string | null | undefined,
  { uf, limite = 20 }: { uf?: string | null; limite?: number } = {},
): TMunicipio[] {
  const termo = normalizeSearchText(busca ?? '');
  const ufFiltro = uf?.trim().toUpperCase() || (/^[a-z]{2}$/.test(termo) ? termo.toUpperCase() : null);
  const palavras = /^[a-z]{2}$/.test(termo) ? [] : termo.split(/\s+/).filter(Boolean);
  const achados: { municipio: Municipio; peso: number }[] = [];
  for (const item of carregar().todos) {
    if (ufFiltro && item.municipio.uf !== ufFiltro) continue;
    if (!palavras.every((palavra) => item.busca.includes(palavra))) continue;
    const nome = normalizeSearchText(item.municipio.nome);
    const peso = palavras.length && nome.startsWith(palavras.join(' ')) ? 0 : 1;
    achados.push({ municipio: item.municipio, peso });
  }
  achados.sort(
    (a, b) =>
      a.peso - b.peso ||
      a.municipio.nome.localeCompare(b.municipio.nome, 'pt-BR') ||
      a.municipio.uf.localeCompare(b.municipio.uf),
  );
  return achados
    .slice(0, limite)
    .map(({ municipio }) => ({ ibge: municipio.ibge, nome: municipio.nome, uf: municipio.uf }));
}

/** The road distance estimate between two municipalities' seats, in km (the project's one estimate). */
export function distanciaEntreMunicipiosKm(origem: Municipio, destino: Municipio): number {
  const metros = distanciaRodoviariaEstimada(origem.coordenada, destino.coordenada);
  return Math.max(1, Math.round(metros / 1000));
}
