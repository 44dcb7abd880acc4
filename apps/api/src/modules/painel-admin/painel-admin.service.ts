import {
  ChannelCode,
  ChannelType,
  LICENCA_LABELS,
  Licenca,
  TipoNotificacao,
  type TLicenca,
  type TPainelOwner,
  type TPainelOwnerUpdateRequest,
  trialDaysLeft,
} from '@embarca/domain';
import { AppError } from '../../lib/app-error';
import type { Notify } from '../notificacoes/notificacoes.service';
import type { PainelAdminRepository, PainelOwnerRow } from './painel-admin.repository';

export interface PainelAdminServiceDeps {
  repository: PainelAdminRepository;
  now?: () => Date;
  /** The notifications service's `notify` (injected): the company's administrators hear of changes. */
  notify?: Notify;
}

/** The pt-BR notice sent to the company's administrators when support changes its licence or block. */
export function licenceChangeNotice(
  before: { licenseType: number; acessoBloqueado: boolean },
  after: { licenseType: number; acessoBloqueado: boolean },
): { title: string; body: string } | null {
  const parts: string[] = [];
  if (before.licenseType !== after.licenseType) {
    const label = LICENCA_LABELS[after.licenseType as TLicenca] ?? String(after.licenseType);
    parts.push(`<p>A licença da empresa foi alterada para <b>${label}</b>.</p>`);
  }
  if (before.acessoBloqueado !== after.acessoBloqueado) {
    parts.push(
      after.acessoBloqueado
        ? '<p>O acesso da empresa foi <b>bloqueado</b> pelo suporte. Entre em contato com o suporte.</p>'
        : '<p>O acesso da empresa foi <b>desbloqueado</b> pelo suporte.</p>',
    );
  }
  if (parts.length === 0) return null;
  return { title: 'Licença da empresa alterada', body: parts.join('') };
}

/**
 * The support admin panel (users of type 100): licence level, modules, trial days and access block of
 * every company account. Changes reach each user at their next sign-in (the token carries them); an
 * access block (402) and a deactivation act at once, since every request re-reads the owner's state.
 */
export function createPainelAdminService({
  repository,
  now = () => new Date(),
  notify,
}: PainelAdminServiceDeps) {
  const toOwner = (row: PainelOwnerRow): TPainelOwner => ({
    ...row,
    modules: [...row.modules].sort(),
    trialStartedAt: row.trialStartedAt ? row.trialStartedAt.toISOString() : null,
    diasPrazoExpiracaoTrial: row.licenseType === Licenca.Trial ? trialDaysLeft(row, now()) : null,
  });

  async function get(id: string): Promise<TPainelOwner> {
    const row = await repository.findById(id);
    if (!row) throw new AppError('NOT_FOUND');
    return toOwner(row);
  }

  return {
    list: async (query?: string) => (await repository.list(query)).map(toOwner),
    get,

    /** Setting a trial, or changing its days, starts the count today; leaving trial clears it. */
    async update(id: string, input: TPainelOwnerUpdateRequest): Promise<TPainelOwner> {
      const current = await repository.findById(id);
      if (!current) throw new AppError('NOT_FOUND');
      const trial = input.licenseType === Licenca.Trial;
      const trialDays = trial ? (input.trialDays ?? null) : null;
      const restart = trial && (current.licenseType !== Licenca.Trial || current.trialDays !== trialDays);
      await repository.update(id, {
        licenseType: input.licenseType,
        modules: [...new Set(input.modules)],
        trialDays,
        trialStartedAt: trial ? (restart ? now() : current.trialStartedAt) : null,
        acessoBloqueado: input.acessoBloqueado,
        ativo: input.ativo,
      });
      const notice = licenceChangeNotice(current, input);
      if (notify && notice) {
        await notify({
          ownerId: id,
          channelType: ChannelType.Integracao,
          channelCode: ChannelCode.Licenca,
          title: notice.title,
          body: notice.body,
          tipo: TipoNotificacao.Amarelo,
          recipients: 'owner-admins',
        });
      }
      return get(id);
    },
  };
}

export type PainelAdminService = ReturnType<typeof createPainelAdminService>;
