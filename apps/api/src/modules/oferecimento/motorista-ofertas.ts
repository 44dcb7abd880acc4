import {
  AcaoResposta,
  AutorProposta,
  ChannelType,
  OFERECIMENTO_MESSAGES,
  PREFERENCIA_MOTORISTA_ACEITA_OFERTA,
  recusaDaResposta,
  SituacaoOfertaCarga,
  TipoNotificacao,
  type TOfertaDoMotorista,
} from '@embarca/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cargaOfertas, cargas, motoristas, ownerPreferences, owners } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CargasContext } from '../cargas/cargas.context';
import type { MotoristaSession } from '../frota/acesso-motorista/acesso-motorista.service';
import { contratarOferta } from './contratar';
import { enviarAvisos, valorBr } from './negociacao';
import { createOferecimentoRepository } from './oferecimento.repository';

/**
 * A driver's side of the offering (issue 20): on /motorista, a driver registered by a carrier that allows it
 * (owner preference `MotoristaAceitaOferta`) sees the open offers that carrier received and may accept one
 * for it — the same award as the carrier's own acceptance (`contratar.ts`), with the driver named in the
 * history and the thread; the carrier's users are told on channel CARGA_MOTORISTA. The vehicle and driver
 * of the load remain the allocation's. An offer of another carrier, or of a carrier that does not allow it,
 * is 404 (nothing learnt).
 */
export function createMotoristaOfertas(deps: {
  db: Database;
  cargas: Pick<CargasContext, 'writer' | 'notify' | 'onAfterCommitError'>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repository = createOferecimentoRepository(db);

  /** The driver's active records whose company is a carrier that lets its drivers accept offers. */
  async function registros(session: MotoristaSession) {
    if (session.motoristaIds.length === 0) return [];
    return db
      .select({
        motoristaId: motoristas.id,
        nome: motoristas.nome,
        ownerId: owners.id,
        transportadora: owners.nome,
      })
      .from(motoristas)
      .innerJoin(owners, eq(owners.id, motoristas.ownerId))
      .innerJoin(
        ownerPreferences,
        and(
          eq(ownerPreferences.ownerId, owners.id),
          eq(ownerPreferences.nome, PREFERENCIA_MOTORISTA_ACEITA_OFERTA),
        ),
      )
      .where(
        and(
          sql`${motoristas.id} = any(${sql.param(session.motoristaIds)}::uuid[])`,
          eq(motoristas.ativo, true),
          eq(owners.ativo, true),
          sql`${ownerPreferences.valor} = 'true'::jsonb`,
        ),
      );
  }

  return {
    async listar(session: MotoristaSession): Promise<TOfertaDoMotorista[]> {
      const daTransportadora = await registros(session);
      if (daTransportadora.length === 0) return [];
      const nomes = new Map(daTransportadora.map((r) => [r.ownerId, r.transportadora] as const));
      const rows = await db
        .select({
          id: cargaOfertas.id,
          cargaId: cargaOfertas.cargaId,
          ownerId: cargaOfertas.transportadoraOwnerId,
          valorAlvo: cargaOfertas.valorAlvo,
          prazoResposta: cargaOfertas.prazoResposta,
        })
        .from(cargaOfertas)
        .where(
          and(
            sql`${cargaOfertas.transportadoraOwnerId} = any(${sql.param([...nomes.keys()])}::uuid[])`,
            eq(cargaOfertas.situacao, SituacaoOfertaCarga.Ofertada),
            sql`(${cargaOfertas.prazoResposta} is null or ${cargaOfertas.prazoResposta} > ${now()})`,
          ),
        )
        .orderBy(asc(cargaOfertas.prazoResposta))
        .limit(50);
      const resumos = await repository.cargasOfertaveis(rows.map((r) => r.cargaId));
      return rows.flatMap((r) => {
        const carga = resumos.get(r.cargaId);
        if (!carga) return [];
        return [
          {
            ofertaId: r.id,
            transportadora: nomes.get(r.ownerId ?? '') ?? '',
            carga,
            valorAlvo: r.valorAlvo,
            prazoResposta: r.prazoResposta?.toISOString() ?? null,
          },
        ];
      });
    },

    async aceitar(session: MotoristaSession, ofertaId: string): Promise<void> {
      const oferta = await repository.oferta(ofertaId);
      const registro = (await registros(session)).find((r) => r.ownerId === oferta?.transportadoraOwnerId);
      if (!oferta || !registro) throw new AppError('NOT_FOUND');
      const [carga] = await db.select().from(cargas).where(eq(cargas.id, oferta.cargaId)).limit(1);
      if (!carga) throw new AppError('NOT_FOUND');
      if (carga.contratacaoId && carga.contratacaoId !== oferta.id)
        throw new AppError('CONFLICT', OFERECIMENTO_MESSAGES.cargaContratadaPorOutra);
      const recusa = recusaDaResposta({
        lado: 'transportadora',
        acao: AcaoResposta.Aceitar,
        situacao: oferta.situacao,
        prazoResposta: oferta.prazoResposta,
        agora: now(),
      });
      if (recusa) throw new AppError('CONFLICT', recusa);
      if (!oferta.valorAlvo) throw new AppError('CONFLICT', OFERECIMENTO_MESSAGES.semValorParaAceitar);
      const quem = `${registro.nome} (motorista de ${registro.transportadora})`;
      const avisos = await contratarOferta(deps.cargas, {
        autor: { ownerId: carga.ownerId, userId: null, nome: quem },
        proposta: { autor: AutorProposta.Transportadora, usuarioId: null, usuarioNome: quem },
        carga,
        oferta,
        de: oferta.situacao,
        valor: oferta.valorAlvo,
        transportadoraNome: registro.transportadora,
      });
      await enviarAvisos(db, deps.cargas.notify, avisos, deps.cargas.onAfterCommitError);
      try {
        const usuarios = await repository.usuariosDoTenant(registro.ownerId);
        if (usuarios.length > 0) {
          await deps.cargas.notify({
            ownerId: registro.ownerId,
            channelType: ChannelType.CargaMotorista,
            channelGroupId: carga.id,
            eventId: carga.id,
            title: `Carga ${carga.codigo} aceita por motorista`,
            body: `${registro.nome} aceitou a carga ${carga.codigo} por ${valorBr(oferta.valorAlvo)} em nome da transportadora. Veja no quadro de oferecimento.`,
            tipo: TipoNotificacao.Verde,
            recipients: usuarios,
          });
        }
      } catch (error) {
        deps.cargas.onAfterCommitError(error);
      }
    },
  };
}

export type MotoristaOfertas = ReturnType<typeof createMotoristaOfertas>;
