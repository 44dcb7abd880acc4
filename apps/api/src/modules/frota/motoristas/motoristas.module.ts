import { diasAvisoVencimento } from '@embarca/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import type { Mailer } from '../../../lib/mailer';
import type { SmsSender } from '../../../lib/sms';
import type { ObjectStorage } from '../../../lib/storage';
import { createAcessoMotoristaRepository } from '../acesso-motorista/acesso-motorista.repository';
import { acessoMotoristaRoutes, tokensDoMotorista } from '../acesso-motorista/acesso-motorista.routes';
import { createAcessoMotoristaService } from '../acesso-motorista/acesso-motorista.service';
import { createFrotaAccess } from '../frota.access';
import { registrarPosicoes } from '../monitoramento/registrar-posicoes';
import { createVencimentosRepository } from '../vencimentos/vencimentos.repository';
import { createMotoristasRepository } from './motoristas.repository';
import { motoristasRoutes } from './motoristas.routes';
import { createMotoristasService } from './motoristas.service';

/**
 * The drivers (issue 18): their management under /api/frota/motoristas and the driver sign-in and reads
 * under /api/motorista (the driver token's own audience).
 */
export async function registerMotoristasParts(
  app: FastifyInstance,
  { db, storage, mailer, sms }: { db: Database; storage: ObjectStorage; mailer: Mailer; sms: SmsSender },
): Promise<void> {
  await app.register(motoristasRoutes, {
    prefix: '/api/frota',
    service: createMotoristasService({
      repository: createMotoristasRepository(db),
      access: createFrotaAccess(db),
      storage,
      onStorageError: (error, key) =>
        app.log.error({ err: error, key }, 'falha ao remover foto de motorista'),
      diasAviso: async (ownerId) =>
        diasAvisoVencimento(await createVencimentosRepository(db).diasAviso(ownerId)),
    }),
  });
  await app.register(acessoMotoristaRoutes, {
    prefix: '/api/motorista',
    service: createAcessoMotoristaService({
      repository: createAcessoMotoristaRepository(db),
      registrarPosicoes: (input) => registrarPosicoes(db, input),
      mailer,
      sms,
      assinar: tokensDoMotorista(app).assinar,
      onDeliveryError: (error) => app.log.error({ err: error }, 'falha ao enviar o código do motorista'),
    }),
  });
}
