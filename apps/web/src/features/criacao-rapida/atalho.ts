import { altShortcut } from '../../lib/ui/shortcut-dialog';

/**
 * The quick-create shortcut (01 §2): Alt plus slash. Read by the physical key (`code`): the US slash key,
 * the ABNT2 keyboard's own slash key (IntlRo, beside the right Shift) and the keypad's; and by the
 * character, for layouts where the slash is elsewhere.
 */
export const isAtalhoCriacaoRapida = altShortcut({ codes: ['Slash', 'IntlRo', 'NumpadDivide'], keys: ['/'] });

/** How the shortcut is written in the tooltip and the dialog. */
export const ATALHO_CRIACAO_RAPIDA = 'Alt+/';
