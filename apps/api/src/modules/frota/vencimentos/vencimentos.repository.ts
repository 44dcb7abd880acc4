import { PREFERENCIA_DIAS_AVISO_VENCIMENTO } from '@embarca/domain';
import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { motoristas, notificacoes, ownerPreferences, veiculoDocumentos, veiculos } from '../../../db/schema';

/** What document expiry reads (vencimentos.service.ts); a factory over the handle it is given. */
export function createVencimentosRepository(db: Database) {
  return {
    /** The owner's `DiasAvisoVencimento` preference as stored (null when none). */
    async diasAviso(ownerId: string): Promise<unknown> {
      const [row] = await db
        .select({ valor: ownerPreferences.valor })
        .from(ownerPreferences)
        .where(
          and(
            eq(ownerPreferences.ownerId, ownerId),
            eq(ownerPreferences.nome, PREFERENCIA_DIAS_AVISO_VENCIMENTO),
          ),
        )
        .limit(1);
      return row?.valor ?? null;
    },

    /** Active drivers of the owners whose CNH expires on or before `ate` (YYYY-MM-DD), by expiry. */
    async cnhs(ownerIds: string[], ate: string, motoristaIds?: string[]) {
      if (ownerIds.length === 0 || motoristaIds?.length === 0) return [];
      return db
        .select({
          id: motoristas.id,
          ownerId: motoristas.ownerId,
          nome: motoristas.nome,
          cnhNumero: motoristas.cnhNumero,
          cnhValidade: motoristas.cnhValidade,
        })
        .from(motoristas)
        .where(
          and(
            inArray(motoristas.ownerId, ownerIds),
            eq(motoristas.ativo, true),
            isNotNull(motoristas.cnhValidade),
            lte(motoristas.cnhValidade, ate),
            motoristaIds ? inArray(motoristas.id, motoristaIds) : undefined,
          ),
        )
        .orderBy(asc(motoristas.cnhValidade), asc(motoristas.nome));
    },

    /** Documents of the owners' active vehicles expiring on or before `ate`, by expiry. */
    async documentos(ownerIds: string[], ate: string, veiculoIds?: string[]) {
      if (ownerIds.length === 0 || veiculoIds?.length === 0) return [];
      return db
        .select({
          id: veiculoDocumentos.id,
          ownerId: veiculoDocumentos.ownerId,
          veiculoId: veiculoDocumentos.veiculoId,
          placa: veiculos.placa,
          tipo: veiculoDocumentos.tipo,
          numero: veiculoDocumentos.numero,
          descricao: veiculoDocumentos.descricao,
          validade: veiculoDocumentos.validade,
        })
        .from(veiculoDocumentos)
        .innerJoin(veiculos, eq(veiculos.id, veiculoDocumentos.veiculoId))
        .where(
          and(
            inArray(veiculoDocumentos.ownerId, ownerIds),
            eq(veiculos.ativo, true),
            isNotNull(veiculoDocumentos.validade),
            lte(veiculoDocumentos.validade, ate),
            veiculoIds ? inArray(veiculoDocumentos.veiculoId, veiculoIds) : undefined,
          ),
        )
        .orderBy(asc(veiculoDocumentos.validade), asc(veiculos.placa));
    },

    /** Owners with a CNH or vehicle document expiring on or before `ate` (the daily job's work list). */
    async ownersComValidade(ate: string): Promise<string[]> {
      const [deMotoristas, deDocumentos] = await Promise.all([
        db
          .selectDistinct({ ownerId: motoristas.ownerId })
          .from(motoristas)
          .where(
            and(
              eq(motoristas.ativo, true),
              isNotNull(motoristas.cnhValidade),
              lte(motoristas.cnhValidade, ate),
            ),
          ),
        db
          .selectDistinct({ ownerId: veiculoDocumentos.ownerId })
          .from(veiculoDocumentos)
          .innerJoin(veiculos, eq(veiculos.id, veiculoDocumentos.veiculoId))
          .where(
            and(
              eq(veiculos.ativo, true),
              isNotNull(veiculoDocumentos.validade),
              lte(veiculoDocumentos.validade, ate),
            ),
          ),
      ]);
      return [...new Set([...deMotoristas, ...deDocumentos].map((row) => row.ownerId))];
    },

    /** Which of the notices (by eventId) the owner already got: the dedupe of the daily job. */
    async avisosEnviados(ownerId: string, eventIds: string[]): Promise<Set<string>> {
      if (eventIds.length === 0) return new Set();
      const rows = await db
        .select({ eventId: notificacoes.eventId })
        .from(notificacoes)
        .where(and(eq(notificacoes.ownerId, ownerId), inArray(notificacoes.eventId, eventIds)));
      return new Set(rows.flatMap((row) => (row.eventId ? [row.eventId] : [])));
    },
  };
}

export type VencimentosRepository = ReturnType<typeof createVencimentosRepository>;
