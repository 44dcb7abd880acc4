import {
  Licenca,
  SituacaoUsuario,
  type TAuthOwnerResponse,
  type TAuthUserResponse,
  type TTrialLicenseResponse,
  trialDaysLeft,
  trialLicenceName,
} from '@embarca/domain';
import { AppError } from '../../lib/app-error';
import { type DecodedImage, decodeImageDataUrl } from '../../lib/data-url';
import type { RequestSession } from '../../plugins/authenticate';
import type { AuthRepository, OwnerRow } from './auth.repository';

export interface AccountServiceDeps {
  repository: AuthRepository;
  now?: () => Date;
}

/**
 * The signed-in user's own account (01 §7: GET /auth/user, /auth/owner, /owner/{id}/logo,
 * POST /user/aceite-termo-uso/{userId}, /auth/token/fcm/{userId}, GET /owner/getModuleLicenseTrial).
 * Ids in the path must be the caller's own: any other id answers 404 and reveals nothing.
 */
export function createAccountService({ repository, now = () => new Date() }: AccountServiceDeps) {
  function toOwner(owner: OwnerRow): TAuthOwnerResponse {
    return {
      id: owner.id,
      name: owner.nome,
      type: owner.tipo,
      licenseType: owner.licenseType,
      diasPrazoExpiracaoTrial: trialDaysLeft(owner, now()),
      documento: owner.documento ?? '',
      brand: owner.brand,
      logo: owner.logo,
    };
  }

  function assertSelf(session: RequestSession, userId: string): void {
    if (userId.toLowerCase() !== session.userId.toLowerCase()) throw new AppError('NOT_FOUND');
  }

  return {
    async user(session: RequestSession): Promise<TAuthUserResponse> {
      const account = await repository.findAccount(session.userId);
      if (!account) throw new AppError('NOT_FOUND');
      const { user, owner } = account;
      return {
        id: user.id,
        usuarioId: user.id,
        name: user.nome,
        email: user.email,
        ativo: user.ativo,
        situacao: user.bloqueado
          ? SituacaoUsuario.Bloqueado
          : user.ativo
            ? SituacaoUsuario.Ativo
            : SituacaoUsuario.Inativo,
        usuarioAdmin: user.usuarioAdmin || user.role === 'Administrador',
        role: user.role === 'Administrador' ? 'Administrador' : 'Operador',
        tipo: user.tipo,
        telefone: user.telefone,
        aceiteTermoUso: user.aceiteTermoUsoAt !== null,
        empresa: toOwner(owner),
      };
    },

    async owner(session: RequestSession): Promise<TAuthOwnerResponse> {
      const owner = await repository.findOwner(session.ownerId);
      if (!owner) throw new AppError('NOT_FOUND');
      return toOwner(owner);
    },

    /** The caller's company logo, decoded from the stored base64 data URL; 404 for any other id or none. */
    async ownerLogo(session: RequestSession, ownerId: string): Promise<DecodedImage> {
      if (ownerId.toLowerCase() !== session.ownerId.toLowerCase()) throw new AppError('NOT_FOUND');
      const logo = decodeImageDataUrl(await repository.findOwnerLogo(session.ownerId));
      if (!logo) throw new AppError('NOT_FOUND');
      return logo;
    },

    async acceptTermsOfUse(session: RequestSession, userId: string): Promise<void> {
      assertSelf(session, userId);
      await repository.acceptTermsOfUse(session.userId, now());
    },

    async registerFcmToken(session: RequestSession, userId: string, fcmToken: string): Promise<void> {
      assertSelf(session, userId);
      await repository.setFcmToken(session.userId, fcmToken);
    },

    /** The trial licence (01 §3 "Trial licence: nome, diasExpiracao"); null when the company is not on trial. */
    async trialLicence(session: RequestSession): Promise<TTrialLicenseResponse> {
      const owner = await repository.findOwner(session.ownerId);
      if (!owner || owner.licenseType !== Licenca.Trial || owner.trialDays == null) return null;
      const diasExpiracao = trialDaysLeft(owner, now());
      if (diasExpiracao === null) return null;
      return { nome: trialLicenceName(owner.trialDays), diasExpiracao };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
