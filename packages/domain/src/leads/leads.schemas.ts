import { z } from 'zod';
import { Licenca } from '../acesso/acesso.enums';

/**
 * The lead form (01 §3: email, name, company, identifier, cargo code) sent to the marketing service when a
 * trial company publishes a load (01 §7 "lead capture", path not shown: the URL is configuration,
 * MARKETING_LEAD_URL). Our reading of the fields:
 * - email, name: the user who published the load;
 * - company: the company's name; identifier: its document (CNPJ digits), null when it has none;
 * - cargoCode: the load's code (its number on the board).
 */
export const ZLeadForm = z.object({
  email: z.string(),
  name: z.string(),
  company: z.string(),
  identifier: z.string().nullable(),
  cargoCode: z.number().int(),
});
export type TLeadForm = z.infer<typeof ZLeadForm>;

/** Only trial companies' loads send the lead form. */
export function enviaLead(licenseType: number | null | undefined): boolean {
  return licenseType === Licenca.Trial;
}
