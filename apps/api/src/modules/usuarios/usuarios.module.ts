import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import type { AuthModule } from '../auth/auth.module';
import type { EmpresasService } from '../empresas/empresas.service';
import { createUsuariosRepository } from './usuarios.repository';
import { userRoutes, usuarioRoutes } from './usuarios.routes';
import { createUsuariosService } from './usuarios.service';

/** Users (01 §7) under /api/user and /api/usuario; sessions and passwords come from the auth module. */
export async function registerUsuariosModule(
  app: FastifyInstance,
  deps: {
    db: Database;
    mailer: Mailer;
    publicUrl: string;
    auth: AuthModule;
    empresas: EmpresasService;
    onDeliveryError: (error: unknown) => void;
  },
): Promise<void> {
  const { repository: authRepository, passwords, sessions } = deps.auth;
  const service = createUsuariosService({
    repository: createUsuariosRepository(deps.db),
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    createPasswordToken: passwords.createPasswordToken,
    endUserSessions: (userId) => authRepository.endUserSessions(userId),
    changePassword: (userId, hash, at) => authRepository.changePassword(userId, hash, at),
    issueSession: async (userId) => {
      const user = await authRepository.findLoginCandidateById(userId);
      if (!user) throw new Error('usuário não encontrado');
      return sessions.issue(user);
    },
    onDeliveryError: deps.onDeliveryError,
  });
  await app.register(userRoutes, { prefix: '/api/user', service, empresas: deps.empresas });
  await app.register(usuarioRoutes, { prefix: '/api/usuario', service, empresas: deps.empresas });
}
