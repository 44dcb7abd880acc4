import { z } from 'zod';
import { Licenca } from '../acesso/acesso.enums';
import { ZLicenca, ZModulo } from '../acesso/acesso.schemas';
import { MESSAGES } from '../shared/messages';

/**
 * The support admin panel (/painel-admin, users of type 100 only) under /api/painel-admin: every
 * company account (owner) with its licence level, modules, trial days and access block (the 402 state).
 * Changes apply at each user's next sign-in (the token carries the licence and modules).
 */

export const ZPainelOwner = z.object({
  id: z.string(),
  nome: z.string(),
  /** Company type: 1 carrier, 3 shipper, 100 the product itself. */
  tipo: z.number().int(),
  documento: z.string().nullable(),
  licenseType: z.number().int(),
  modules: z.array(z.string()),
  /** Trial length in days (diasPrazoExpiracaoTrial's base) and the days left, when on trial. */
  trialDays: z.number().int().nullable(),
  diasPrazoExpiracaoTrial: z.number().int().nullable(),
  trialStartedAt: z.string().nullable(),
  acessoBloqueado: z.boolean(),
  ativo: z.boolean(),
  usuarios: z.number().int(),
});
export type TPainelOwner = z.infer<typeof ZPainelOwner>;
export const ZPainelOwnerList = z.array(ZPainelOwner);

/** GET /api/painel-admin/owners?query */
export const ZPainelOwnerQuery = z.object({ query: z.string().trim().max(100).optional() });

/**
 * PUT /api/painel-admin/owners/{id}. `trialDays` is required for a trial licence; setting a trial (or
 * changing its days) restarts the count today.
 */
export const ZPainelOwnerUpdateRequest = z
  .object({
    licenseType: ZLicenca,
    modules: z.array(ZModulo).max(50),
    trialDays: z
      .number({ error: MESSAGES.invalidValue })
      .int({ error: MESSAGES.invalidValue })
      .min(1, `${MESSAGES.minValue}1`)
      .max(365, `${MESSAGES.maxValue}365`)
      .nullish(),
    acessoBloqueado: z.boolean({ error: MESSAGES.invalidValue }),
    ativo: z.boolean({ error: MESSAGES.invalidValue }).default(true),
  })
  .superRefine((value, ctx) => {
    if (value.licenseType === Licenca.Trial && value.trialDays == null) {
      ctx.addIssue({ code: 'custom', path: ['trialDays'], message: `Dias de trial${MESSAGES.required}` });
    }
  });
export type TPainelOwnerUpdateRequest = z.infer<typeof ZPainelOwnerUpdateRequest>;
