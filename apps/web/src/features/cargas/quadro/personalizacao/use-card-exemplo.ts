import { GRUPO_QUADRO_LABELS, type TCargaQuadroCard, type TGrupoQuadro } from '@embarca/domain';
import { useQuery } from '@tanstack/react-query';
import { QUADRO_KEY } from '../../api/cargas.keys';
import { useFreteChave } from '../api/use-frete-chave';
import { fetchQuadroPage } from '../api/use-quadro-grupo';

const GRUPOS = Object.keys(GRUPO_QUADRO_LABELS) as TGrupoQuadro[];

export interface TCardExemplo {
  card: TCargaQuadroCard;
  grupo: TGrupoQuadro;
}

/**
 * A real load of the board for the layout preview: the first card of the first group that has one
 * (GET /api/frete/quadro/carga/{grupo}?limit=1, no filters). Null when the board is empty.
 */
export function useCardExemplo(enabled: boolean): {
  exemplo: TCardExemplo | null;
  carregando: boolean;
  falhou: boolean;
} {
  const chave = useFreteChave();
  const key = chave.data;
  const query = useQuery({
    queryKey: [...QUADRO_KEY, 'exemplo'],
    queryFn: async ({ signal }): Promise<TCardExemplo | null> => {
      for (const grupo of GRUPOS) {
        const page = await fetchQuadroPage({ key: key ?? '', grupo, filtros: {}, limit: 1, signal });
        const card = page.items[0];
        if (card) return { card, grupo };
      }
      return null;
    },
    enabled: enabled && Boolean(key),
    staleTime: 5 * 60_000,
  });
  return {
    exemplo: query.data ?? null,
    carregando: enabled && !chave.isError && (chave.isPending || query.isPending),
    falhou: chave.isError || query.isError,
  };
}
