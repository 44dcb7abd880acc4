/**
 * Map tiles (02 §2 rotograma: "tiles from a configurable URL"), from Vite's build-time environment like the
 * shell's other settings (README "Configuração"):
 * - VITE_MAP_TILE_URL: a Leaflet tile template with {z}/{x}/{y} (and optionally {s}); by default the
 *   OpenStreetMap standard tiles — a production deployment with real traffic should point it at its own
 *   or a contracted tile server (the OSM tile usage policy limits heavy use);
 * - VITE_MAP_TILE_ATTRIBUTION: the attribution the tile provider requires (HTML allowed, as Leaflet takes it).
 * Browser tests stub the tile requests (Playwright `page.route` on the template's host).
 */
function env(name: string): string | undefined {
  const value = (import.meta.env as Record<string, string | undefined>)[name];
  return value?.trim() ? value.trim() : undefined;
}

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a>';

export interface TMapTiles {
  url: string;
  attribution: string;
  maxZoom: number;
}

export const MAP_TILES: TMapTiles = {
  url: env('VITE_MAP_TILE_URL') ?? DEFAULT_TILE_URL,
  attribution: env('VITE_MAP_TILE_ATTRIBUTION') ?? DEFAULT_TILE_ATTRIBUTION,
  maxZoom: 19,
};

/** Where a map with nothing to show looks: Brazil. */
export const BRASIL_CENTRO: [number, number] = [-14.235, -51.925];
export const BRASIL_ZOOM = 4;
