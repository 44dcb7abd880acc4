import { useQuery } from '@tanstack/react-query';
import { codigoDeBarrasSvg, svgComoDataUrl } from './codigo-barras';

export const codigoDeBarrasKey = (texto: string) => ['codigo-de-barras', texto] as const;

/** The Code128 of a load code as an image URL (drawn once per code, kept for the session); null meanwhile. */
export function useCodigoDeBarras(texto: string): string | null {
  const query = useQuery({
    queryKey: codigoDeBarrasKey(texto),
    queryFn: () => codigoDeBarrasSvg(texto),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    enabled: texto !== '',
  });
  return query.data ? svgComoDataUrl(query.data) : null;
}
