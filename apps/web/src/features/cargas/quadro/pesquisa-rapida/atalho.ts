import { altShortcut } from '../../../../lib/ui/shortcut-dialog';

/**
 * The quick search shortcut (01 §2): Alt plus period, or Alt+Shift plus period where the browser keeps
 * Alt+. for itself. Read by the physical key (`code`), because Option+. types '≥' on a Mac, and by the
 * character, for layouts where the period is elsewhere.
 */
export const isAtalhoPesquisaRapida = altShortcut({ codes: ['Period'], keys: ['.', '>'] });

/** How the shortcut is written in the tooltip and the dialog. */
export const ATALHO_PESQUISA_RAPIDA = 'Alt+.';
