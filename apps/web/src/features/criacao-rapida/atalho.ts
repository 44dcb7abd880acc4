/**
 * The quick-create shortcut (01 §2): Alt plus slash. Read by the physical key (`code`): the US slash key,
 * the ABNT2 keyboard's own slash key (IntlRo, beside the right Shift) and the keypad's; and by the
 * character, for layouts where the slash is elsewhere.
 */
export function isAtalhoCriacaoRapida(
  event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'code' | 'key'>,
): boolean {
  if (!event.altKey || event.ctrlKey || event.metaKey) return false;
  return ['Slash', 'IntlRo', 'NumpadDivide'].includes(event.code) || event.key === '/';
}

/** How the shortcut is written in the tooltip and the dialog. */
export const ATALHO_CRIACAO_RAPIDA = 'Alt+/';
