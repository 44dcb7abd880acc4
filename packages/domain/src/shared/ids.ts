import { z } from 'zod';
import { MESSAGES, requiredMessage } from './messages';

/**
 * A GUID in a request, read in lower case (the database answers ids so: comparisons need no lower-casing).
 * A codec, so a schema that also describes a response still serialises.
 */
export function zGuid(message: string = MESSAGES.invalidFormat) {
  return z.codec(z.guid({ error: message }), z.string(), {
    decode: (id) => id.toLowerCase(),
    encode: (id) => id,
  });
}

/** Entity ids are GUIDs (01 §3: the all-zero GUID means "none"). `zId('Carga')` → required GUID. */
export function zId(label = 'Id') {
  return z
    .string({ error: requiredMessage(label) })
    .min(1, { error: requiredMessage(label) })
    .pipe(zGuid());
}
