import { z } from 'zod';
import { MESSAGES, requiredMessage } from './messages';

/** Entity ids are GUIDs (01 §3: the all-zero GUID means "none"). `zId('Carga')` → required GUID. */
export function zId(label = 'Id') {
  return z
    .string({ error: requiredMessage(label) })
    .min(1, { error: requiredMessage(label) })
    .pipe(z.guid({ error: MESSAGES.invalidFormat }));
}
