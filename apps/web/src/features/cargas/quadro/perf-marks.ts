/**
 * Performance marks of the board, read by the browser benchmark (`npm run bench`):
 * - primeiraRenderizacao: the first page of cards is painted;
 * - arrastarInicio: a drag starts; arrastarFim: the drop was saved by the server (PUT etapa answered and
 *   the card is in its new column).
 */
export const PERF_MARKS = {
  primeiraRenderizacao: 'quadro:primeira-renderizacao',
  arrastarInicio: 'quadro:arrastar-inicio',
  arrastarFim: 'quadro:arrastar-fim',
} as const;

/** Marks once the browser has painted what was just committed (two frames: after layout and paint). */
export function markAfterPaint(name: string): void {
  requestAnimationFrame(() => requestAnimationFrame(() => performance.mark(name)));
}
