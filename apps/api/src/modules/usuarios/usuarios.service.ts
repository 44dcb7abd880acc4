import {
  AUTH_MESSAGES,
  documentAlreadyExistsMessage,
  MESSAGES,
  MODULO_LABELS,
  newPasswordPath,
  type PasswordProblem,
  PasswordTokenKind,
  passwordProblem,
  Role,
  type TAlterarSenhaRequest,
  type TEditarPerfilRequest,
  TipoUsuario,
  type TModulo,
  type TPasswordTokenKind,
  type TPermissoesResponse,
  type TTokenResponse,
  type TUsuario,
  type TUsuarioCreateRequest,
  type TUsuarioQuery,
} from '@embarca/domain';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/password';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-constraint-errors';
import type { RequestSession } from '../../plugins/authenticate';
import { passwordCreationMail } from './usuarios.mails';
import type { UsuariosRepository, UsuarioValues } from './usuarios.repository';

export interface UsuariosServiceDeps {
  repository: UsuariosRepository;
  mailer: Mailer;
  /** PUBLIC_URL: the creation link is `${publicUrl}/#/new-password?token=…&creation=true`. */
  publicUrl: string;
  /** From the sign-in module: a one-time link token for the new-password screen. */
  createPasswordToken: (userId: string, kind: TPasswordTokenKind) => Promise<string>;
  /** From the sign-in module: ends every session of the user at once. */
  endUserSessions: (userId: string) => Promise<void>;
  /** From the sign-in module: sets the password and ends every session (one transaction). */
  changePassword: (userId: string, passwordHash: string, at: Date) => Promise<void>;
  /** From the sign-in module: a fresh session for the user (after their own password change). */
  issueSession: (userId: string) => Promise<TTokenResponse>;
  onDeliveryError?: (error: unknown) => void;
  now?: () => Date;
}

const PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  length: MESSAGES.passwordLength,
  common: AUTH_MESSAGES.passwordCommon,
  weak: AUTH_MESSAGES.passwordWeak,
};

const emailTaken = () => new AppError('CONFLICT', documentAlreadyExistsMessage('E-mail'));

/**
 * Users of the caller's company (01 §7 "Users"). Ids of another company answer 404; an e-mail already used
 * by any user answers 409 'O E-mail informado já está cadastrado no sistema!' (sign-in is by e-mail alone).
 */
export function createUsuariosService({
  repository,
  mailer,
  publicUrl,
  createPasswordToken,
  endUserSessions,
  changePassword,
  issueSession,
  onDeliveryError = () => undefined,
  now = () => new Date(),
}: UsuariosServiceDeps) {
  async function get(session: RequestSession, id: string): Promise<TUsuario> {
    const usuario = await repository.findById(session.ownerId, id);
    if (!usuario) throw new AppError('NOT_FOUND');
    return usuario;
  }

  /** Units must all be the company's (another company's unit id → 404). */
  async function checkUnits(session: RequestSession, ids: string[]): Promise<string[]> {
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
    if ((await repository.countOwnUnits(session.ownerId, unique)) !== unique.length)
      throw new AppError('NOT_FOUND');
    return unique;
  }

  function values(input: TUsuarioCreateRequest, current?: TUsuario): UsuarioValues {
    const admin = input.role === Role.Administrador;
    // Support staff keep their type; otherwise the role decides it (99 administrator, 1 user).
    const tipo =
      current?.tipo === TipoUsuario.Suporte
        ? TipoUsuario.Suporte
        : admin
          ? TipoUsuario.Administrador
          : TipoUsuario.Usuario;
    return {
      nome: input.name,
      email: input.email,
      telefone: input.telefone,
      role: input.role,
      tipo,
      usuarioAdmin: admin,
      modulosNaoAutorizados: [...new Set(input.modulosNaoAutorizados)],
    };
  }

  /** Refuses actions on oneself that would lock the caller out (deactivate, block, delete, demote). */
  function assertNotSelf(session: RequestSession, id: string): void {
    if (id.toLowerCase() === session.userId.toLowerCase())
      throw new AppError('CONFLICT', MESSAGES.recordLocked);
  }

  return {
    list: (session: RequestSession, query: TUsuarioQuery = {}) => {
      if (query.ownerId && query.ownerId.toLowerCase() !== session.ownerId.toLowerCase()) {
        throw new AppError('NOT_FOUND');
      }
      return repository.list(session.ownerId, {
        ...(query.query ? { query: query.query } : {}),
        ...(query.ativos === undefined ? {} : { ativos: query.ativos }),
      });
    },
    get,

    async listByUnidade(session: RequestSession, unidadeId: string): Promise<TUsuario[]> {
      if ((await repository.countOwnUnits(session.ownerId, [unidadeId])) !== 1)
        throw new AppError('NOT_FOUND');
      return repository.listByUnidade(session.ownerId, unidadeId);
    },
    listSemUnidade: (session: RequestSession) => repository.listSemUnidade(session.ownerId),

    /** GET /user/portal-agendamento: active users the dock-scheduling portal module is open to. */
    async listPortalAgendamento(session: RequestSession): Promise<TUsuario[]> {
      const modules = await repository.ownerModules(session.ownerId);
      if (!modules.includes('portal-agendamento')) return [];
      return repository.listWithModule(session.ownerId, 'portal-agendamento');
    },

    /** Creates the user without a password and sends the 'Definição de senha' e-mail. */
    async create(session: RequestSession, input: TUsuarioCreateRequest): Promise<TUsuario> {
      if (await repository.emailTaken(input.email)) throw emailTaken();
      const unidadeIds = await checkUnits(session, input.unidadeNegocioIds);
      let id: string;
      try {
        id = await repository.insert(session.ownerId, values(input), unidadeIds);
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      const token = await createPasswordToken(id, PasswordTokenKind.Creation);
      const link = `${publicUrl}${newPasswordPath(token, true)}`;
      mailer
        .send(passwordCreationMail({ nome: input.name, email: input.email }, session.claims.nome, link))
        .catch(onDeliveryError);
      return get(session, id);
    },

    async update(session: RequestSession, id: string, input: TUsuarioCreateRequest): Promise<TUsuario> {
      const current = await get(session, id);
      if (await repository.emailTaken(input.email, id)) throw emailTaken();
      if (current.role === Role.Administrador && input.role !== Role.Administrador)
        assertNotSelf(session, id);
      const unidadeIds = await checkUnits(session, input.unidadeNegocioIds);
      try {
        await repository.update(session.ownerId, id, values(input, current), unidadeIds);
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      // A new e-mail, role or set of modules changes what the token says: sign in again.
      if (
        current.email !== input.email ||
        current.role !== input.role ||
        [...current.modulosNaoAutorizados].sort().join() !==
          [...new Set(input.modulosNaoAutorizados)].sort().join()
      ) {
        await endUserSessions(id);
      }
      return get(session, id);
    },

    async setAtivo(session: RequestSession, id: string, ativo: boolean): Promise<void> {
      await get(session, id);
      if (!ativo) assertNotSelf(session, id);
      await repository.setState(session.ownerId, id, { ativo });
      if (!ativo) await endUserSessions(id);
    },

    async setBloqueado(session: RequestSession, id: string, bloqueado: boolean): Promise<void> {
      await get(session, id);
      if (bloqueado) assertNotSelf(session, id);
      // Unblocking also lifts the sign-in lockout (failed attempts count and locked_at).
      await repository.setState(session.ownerId, id, bloqueado ? { bloqueado } : { bloqueado, unlock: true });
      if (bloqueado) await endUserSessions(id);
    },

    /** Deletes a user with no history (loads they created); else 409: deactivate instead. */
    async remove(session: RequestSession, id: string): Promise<void> {
      await get(session, id);
      assertNotSelf(session, id);
      try {
        await repository.delete(session.ownerId, id);
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', MESSAGES.recordLocked);
        throw error;
      }
    },

    async acceptTerms(session: RequestSession): Promise<void> {
      await repository.acceptTerms(session.userId, now());
    },

    async consultarEmails(emails: string[]): Promise<{ email: string; cadastrado: boolean }[]> {
      const unique = [...new Set(emails)];
      const taken = await repository.existingEmails(unique);
      return unique.map((email) => ({ email, cadastrado: taken.has(email) }));
    },

    /** The signed-in user's own password change: ends every session and answers a fresh one. */
    async alterarSenha(session: RequestSession, input: TAlterarSenhaRequest): Promise<TTokenResponse> {
      const currentHash = await repository.passwordHash(session.userId);
      if (!(await verifyPassword(input.senhaAtual, currentHash))) {
        throw new AppError('VALIDATION', AUTH_MESSAGES.oldPasswordWrong);
      }
      const problem = passwordProblem(input.novaSenha, { email: session.claims.email });
      if (problem) throw new AppError('VALIDATION', PROBLEM_MESSAGES[problem]);
      if (await verifyPassword(input.novaSenha, currentHash)) {
        throw new AppError('VALIDATION', AUTH_MESSAGES.passwordSameAsOld);
      }
      await changePassword(session.userId, await hashPassword(input.novaSenha), now());
      return issueSession(session.userId);
    },

    async editarPerfil(session: RequestSession, input: TEditarPerfilRequest): Promise<TUsuario> {
      await repository.updatePerfil(session.ownerId, session.userId, {
        nome: input.name,
        telefone: input.telefone,
      });
      return get(session, session.userId);
    },

    async permissoes(session: RequestSession, modulo: TModulo): Promise<TPermissoesResponse> {
      const licenciado = (await repository.ownerModules(session.ownerId)).includes(modulo);
      const users = await repository.list(session.ownerId, { ativos: true });
      return {
        modulo,
        licenciado,
        usuarios: users.map((user) => ({
          usuarioId: user.id,
          name: user.name,
          email: user.email,
          autorizado: licenciado && !user.modulosNaoAutorizados.includes(modulo),
        })),
      };
    },

    async modulos(session: RequestSession): Promise<{ id: string; nome: string }[]> {
      const modules = await repository.ownerModules(session.ownerId);
      return modules.map((id) => ({ id, nome: MODULO_LABELS[id as TModulo] ?? id }));
    },
  };
}

export type UsuariosService = ReturnType<typeof createUsuariosService>;
