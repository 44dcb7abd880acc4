import { z } from 'zod';
import { MESSAGES } from '../../shared/messages';
import { ZCargaQuadroCard } from './quadro.schemas';

/**
 * Quick cargo search (01 §2 "Quick cargo search", §9 "Search: more than 3 characters, debounce 300 ms").
 * Our path (the spec gives none): `GET /api/carga-mongo/pesquisa-rapida?termo=`.
 */
export const PESQUISA_RAPIDA_MIN_CARACTERES = 4;
export const PESQUISA_RAPIDA_MAX_CARACTERES = 100;
export const PESQUISA_RAPIDA_DEBOUNCE_MS = 300;
export const PESQUISA_RAPIDA_MAX_RESULTADOS = 10;

/**
 * 'more than 3 characters': the catalogue's `minSearchLength` ('ao menos 3') reads as 3 allowed, so the
 * quick search has its own text.
 */
export const PESQUISA_RAPIDA_TERMO_CURTO = 'Digite mais de 3 caracteres para pesquisar.';

/** True when the (trimmed) term is long enough to be searched. */
export function termoPesquisaValido(termo: string | null | undefined): boolean {
  return (termo ?? '').trim().length >= PESQUISA_RAPIDA_MIN_CARACTERES;
}

/** 'Nenhum resultado encontrado com: {term}' (01 §2). */
export function pesquisaSemResultados(termo: string): string {
  return MESSAGES.quickSearchNoResults.replace('{term}', termo.trim());
}

export const ZPesquisaRapidaQuery = z.object({
  termo: z
    .string({ error: PESQUISA_RAPIDA_TERMO_CURTO })
    .trim()
    .min(PESQUISA_RAPIDA_MIN_CARACTERES, PESQUISA_RAPIDA_TERMO_CURTO)
    .max(
      PESQUISA_RAPIDA_MAX_CARACTERES,
      MESSAGES.maxLength.replace('#x', String(PESQUISA_RAPIDA_MAX_CARACTERES)),
    ),
});
export type TPesquisaRapidaQuery = z.infer<typeof ZPesquisaRapidaQuery>;

/**
 * At most PESQUISA_RAPIDA_MAX_RESULTADOS board cards (01 §2: "results are cargo cards"): exact matches
 * first, then the most recently changed loads.
 */
export const ZPesquisaRapidaResponse = z.object({ items: z.array(ZCargaQuadroCard) });
export type TPesquisaRapidaResponse = z.infer<typeof ZPesquisaRapidaResponse>;
