/**
 * The quick search shortcut (01 §2): Alt plus period, or Alt+Shift plus period where the browser keeps
 * Alt+. for itself. Read by the physical key (`code`), because Option+. types '≥' on a Mac, and by the
 * character, for layouts where the period is elsewhere.
 */
export function isAtalhoPesquisaRapida(
  event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'code' | 'key'>,
): boolean {
  if (!event.altKey || event.ctrlKey || event.metaKey) return false;
  return event.code === 'Period' || event.key === '.' || event.key === '>';
}

/** How the shortcut is written in the tooltip and the dialog. */
export const ATALHO_PESQUISA_RAPIDA = 'Alt+.';
