import {
  ComportamentoOferecimento,
  proximaDaCascata,
  SituacaoCarga,
  SituacaoOferecimento,
  SituacaoOfertaCarga,
  TipoNotificacao,
  TipoProposta,
} from '@embarca/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cargaOferecimentos, cargaOfertas, cargas } from '../../db/schema';
import type { Jobs } from '../../lib/jobs/jobs';
import type { Tx } from '../cargas/carga.writer';
import { type AvisoDeOferta, abrirOferta, registrarProposta, SISTEMA, valorBr } from './negociacao';
import { FILA_PRAZO_OFERTA } from './oferecimento.filas';
import { createOferecimentoRepository, type OfertaRow } from './oferecimento.repository';

/** The deadline job of an offer, in the offer's transaction: it wakes the sweep when the deadline passes. */
export async function agendarPrazo(jobs: Pick<Jobs, 'send'>, tx: Tx, oferta: OfertaRow): Promise<void> {
  if (!oferta.prazoResposta) return;
  await jobs.send(
    FILA_PRAZO_OFERTA,
    { ofertaId: oferta.id },
    { db: tx as unknown as Database, startAfter: oferta.prazoResposta },
  );
}

/**
 * One step of the automatic waterfall, on the caller's transaction (a decline, a deadline, the start): with
 * the tender locked, and only while it runs automatically with no offer open, the next carrier of the ranked
 * order gets the offer (its own deadline, its job); with none left the tender ends without a hiring. Running
 * it twice does nothing more (the open offer, or the ended tender, stops it): jobs are delivered at least once.
 */
export async function avancarCascata(
  tx: Tx,
  jobs: Pick<Jobs, 'send'>,
  oferecimentoId: string,
  agora: Date,
): Promise<AvisoDeOferta[]> {
  const repository = createOferecimentoRepository(tx);
  const oferecimento = await repository.oferecimento(oferecimentoId, { forUpdate: true });
  if (
    !oferecimento ||
    oferecimento.situacao !== SituacaoOferecimento.EmAndamento ||
    oferecimento.comportamento !== ComportamentoOferecimento.Automatico
  )
    return [];
  if ((await repository.ofertasAbertasDoOferecimento(oferecimento.id)).length > 0) return [];
  const [carga] = await tx
    .select({
      id: cargas.id,
      codigo: cargas.codigo,
      situacao: cargas.situacao,
      ativo: cargas.ativo,
      contratacaoId: cargas.contratacaoId,
      unidadeNegocioId: cargas.unidadeNegocioId,
    })
    .from(cargas)
    .where(eq(cargas.id, oferecimento.cargaId))
    .limit(1);
  const transportadoras = await repository.transportadoras(oferecimento.ownerId, oferecimento.ordem);
  const naPlataforma = new Map(transportadoras.filter((t) => t.linkedOwnerId).map((t) => [t.id, t] as const));
  const proxima =
    carga?.ativo && carga.situacao === SituacaoCarga.AguardandoContratacao && !carga.contratacaoId
      ? proximaDaCascata({
          ordem: oferecimento.ordem,
          rodadaAtual: oferecimento.rodadaAtual,
          maxRodadas: oferecimento.maxRodadas,
          permitirRepetir: oferecimento.permitirRepetir,
          indisponiveis: new Set(oferecimento.ordem.filter((id) => !naPlataforma.has(id))),
        })
      : null;
  if (!proxima) {
    await tx
      .update(cargaOferecimentos)
      .set({ situacao: SituacaoOferecimento.Encerrado, encerradoEm: agora })
      .where(eq(cargaOferecimentos.id, oferecimento.id));
    if (!carga) return [];
    return [
      {
        ownerId: oferecimento.ownerId,
        unidadeId: carga.unidadeNegocioId,
        cargaId: carga.id,
        titulo: `Carga ${carga.codigo} sem transportadora`,
        corpo: `O oferecimento automático da carga ${carga.codigo} terminou sem contratação (${oferecimento.rodadaAtual} rodada(s)).`,
        tipo: TipoNotificacao.Amarelo,
      },
    ];
  }
  const transportadora = naPlataforma.get(proxima.empresaId);
  if (!transportadora) return [];
  const oferta = await abrirOferta(
    tx,
    {
      cargaId: oferecimento.cargaId,
      ownerId: oferecimento.ownerId,
      transportadora,
      tipo: oferecimento.tipo,
      oferecimentoId: oferecimento.id,
      rodada: proxima.rodada,
      valorAlvo: oferecimento.valorAlvo,
      prazoResposta: new Date(agora.getTime() + oferecimento.prazoMinutos * 60_000),
      observacao: oferecimento.observacao,
      agora,
    },
    SISTEMA,
  );
  await tx
    .update(cargaOferecimentos)
    .set({ rodadaAtual: proxima.rodada })
    .where(eq(cargaOferecimentos.id, oferecimento.id));
  await agendarPrazo(jobs, tx, oferta);
  return [
    {
      ownerId: transportadora.linkedOwnerId as string,
      cargaId: oferecimento.cargaId,
      titulo: `Nova oferta: carga ${carga?.codigo ?? ''}`,
      corpo: `Você recebeu a oferta da carga ${carga?.codigo ?? ''} por ${valorBr(oferecimento.valorAlvo)}; responda em até ${oferecimento.prazoMinutos} minutos.`,
      tipo: TipoNotificacao.Azul,
    },
  ];
}

/**
 * The deadline sweep: every open offer past its deadline (one offer when the job names it, else all of them,
 * at most `limite`), locked and skipped when another process holds it, becomes Expirada with its thread
 * entry; an automatic tender takes its next step on the same transaction. Idempotent: an offer already
 * answered or expired is no longer open.
 */
export async function expirarPrazos(
  db: Database,
  jobs: Pick<Jobs, 'send'>,
  { ofertaId, agora = new Date(), limite = 200 }: { ofertaId?: string; agora?: Date; limite?: number },
): Promise<{ expiradas: number; avisos: AvisoDeOferta[] }> {
  return db.transaction(async (tx) => {
    const vencidas = await tx
      .select()
      .from(cargaOfertas)
      .where(
        and(
          ofertaId ? eq(cargaOfertas.id, ofertaId) : undefined,
          sql`${cargaOfertas.situacao} in (${SituacaoOfertaCarga.Ofertada}, ${SituacaoOfertaCarga.Contraproposta})`,
          sql`${cargaOfertas.prazoResposta} <= ${agora}`,
        ),
      )
      .orderBy(cargaOfertas.prazoResposta)
      .limit(limite)
      .for('update', { skipLocked: true });
    const avisos: AvisoDeOferta[] = [];
    const repository = createOferecimentoRepository(tx);
    for (const oferta of vencidas) {
      await tx
        .update(cargaOfertas)
        .set({ situacao: SituacaoOfertaCarga.Expirada, encerradaEm: agora })
        .where(eq(cargaOfertas.id, oferta.id));
      await registrarProposta(tx, oferta, SISTEMA, {
        tipo: TipoProposta.Expiracao,
        comentario: 'Prazo de resposta encerrado.',
      });
      const [carga] = await tx
        .select({ codigo: cargas.codigo, unidadeNegocioId: cargas.unidadeNegocioId })
        .from(cargas)
        .where(eq(cargas.id, oferta.cargaId))
        .limit(1);
      const nomes = await repository.nomesDasEmpresas([oferta.transportadoraEmpresaId]);
      const nome = nomes.get(oferta.transportadoraEmpresaId) ?? 'a transportadora';
      if (carga) {
        avisos.push({
          ownerId: oferta.ownerId,
          unidadeId: carga.unidadeNegocioId,
          cargaId: oferta.cargaId,
          titulo: `Oferta expirada: carga ${carga.codigo}`,
          corpo: `O prazo da oferta da carga ${carga.codigo} para ${nome} passou sem resposta.`,
          tipo: TipoNotificacao.Amarelo,
        });
      }
      if (oferta.transportadoraOwnerId && carga) {
        avisos.push({
          ownerId: oferta.transportadoraOwnerId,
          cargaId: oferta.cargaId,
          titulo: `Oferta expirada: carga ${carga.codigo}`,
          corpo: `O prazo para responder à oferta da carga ${carga.codigo} terminou.`,
          tipo: TipoNotificacao.Amarelo,
        });
      }
      if (oferta.oferecimentoId)
        avisos.push(...(await avancarCascata(tx, jobs, oferta.oferecimentoId, agora)));
    }
    return { expiradas: vencidas.length, avisos };
  });
}
