import { municipioPorTexto } from './municipios';

interface Ponto {
  latitude: number | null;
  longitude: number | null;
  cidade: string;
  uf: string;
}

/**
 * A place's coordinates (load formation, issue 21): the ones given, else the municipality's seat from the
 * shipped table, flagged approximate; undefined for a city/UF that is not a municipality.
 */
export function geocodificar(
  ponto: Ponto,
): { latitude: number; longitude: number; aproximada: boolean } | undefined {
  if (ponto.latitude !== null && ponto.longitude !== null) {
    return { latitude: ponto.latitude, longitude: ponto.longitude, aproximada: false };
  }
  const municipio = municipioPorTexto(`${ponto.cidade}/${ponto.uf}`);
  if (!municipio) return undefined;
  return { ...municipio.coordenada, aproximada: true };
}
