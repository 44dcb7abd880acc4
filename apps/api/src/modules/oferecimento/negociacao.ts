import {
  AutorProposta,
  ChannelType,
  formatBRL,
  OFERTAS_EM_NEGOCIACAO,
  SituacaoOfertaCarga,
  type TAutorProposta,
  TipoProposta,
  type TTipoNotificacao,
  type TTipoProposta,
} from '@embarca/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { cargaOfertaPropostas, cargaOfertas } from '../../db/schema';
import { escapeHtml } from '../../lib/mailer';
import type { Tx } from '../cargas/carga.writer';
import type { Notify } from '../notificacoes/notificacoes.service';
import { createOferecimentoRepository, type OfertaRow } from './oferecimento.repository';

/**
 * The writes every offering use case shares, on the caller's transaction: opening (or re-opening) an offer,
 * adding to its thread, moving it on only from the situacao read (a concurrent answer makes it 0 rows →
 * the caller's 409), and the notifications to send once the transaction has committed.
 */

/** Who wrote: a user of either side, or the system (deadlines, the waterfall, the freight-table award). */
export interface AutorDaProposta {
  autor: TAutorProposta;
  usuarioId: string | null;
  usuarioNome: string | null;
}

export const SISTEMA: AutorDaProposta = {
  autor: AutorProposta.Sistema,
  usuarioId: null,
  usuarioNome: 'Sistema',
};

/** A notification to one side of an offer, sent after the commit (channel CARGA_OFERECIMENTO). */
export interface AvisoDeOferta {
  /** The tenant to notify (the shipper, or the carrier on the platform). */
  ownerId: string;
  /** The shipper's users of this unit; absent = every active user of the tenant (a carrier). */
  unidadeId?: string;
  cargaId: string;
  titulo: string;
  corpo: string;
  tipo: TTipoNotificacao;
}

export const valorBr = (valor: string | null | undefined) => (valor ? formatBRL(Number(valor)) : '—');

/** Sends the notifications (failures are logged by the caller's `onError`: the change stays). */
export async function enviarAvisos(
  db: Parameters<typeof createOferecimentoRepository>[0],
  notify: Notify | null,
  avisos: readonly AvisoDeOferta[],
  onError: (error: unknown) => void,
): Promise<void> {
  if (!notify) return;
  const repository = createOferecimentoRepository(db);
  for (const aviso of avisos) {
    try {
      const recipients = aviso.unidadeId
        ? await repository.usuariosDaUnidade(aviso.ownerId, aviso.unidadeId)
        : await repository.usuariosDoTenant(aviso.ownerId);
      if (recipients.length === 0) continue;
      await notify({
        ownerId: aviso.ownerId,
        channelType: ChannelType.CargaOferecimento,
        channelGroupId: aviso.cargaId,
        eventId: aviso.cargaId,
        title: aviso.titulo,
        // The text names the board: a click on the notification opens /oferecimento/quadro (01 §2).
        body: `${escapeHtml(aviso.corpo)} Veja no quadro de oferecimento.`,
        tipo: aviso.tipo,
        recipients,
      });
    } catch (error) {
      onError(error);
    }
  }
}

export async function registrarProposta(
  tx: Tx,
  oferta: Pick<OfertaRow, 'id' | 'cargaId' | 'ownerId' | 'transportadoraOwnerId'>,
  autor: AutorDaProposta,
  entrada: { tipo: TTipoProposta; valor?: string | null; comentario?: string | null },
): Promise<void> {
  await tx.insert(cargaOfertaPropostas).values({
    ofertaId: oferta.id,
    cargaId: oferta.cargaId,
    ownerId: oferta.ownerId,
    transportadoraOwnerId: oferta.transportadoraOwnerId,
    autor: autor.autor,
    tipo: entrada.tipo,
    valor: entrada.valor ?? null,
    comentario: entrada.comentario ?? null,
    usuarioId: autor.usuarioId,
    usuarioNome: autor.usuarioNome,
    // The statement's clock, not the transaction's: entries of one transaction keep their order.
    createdAt: sql`clock_timestamp()`,
  });
}

/**
 * Opens the offer of a load to a carrier, or re-opens the carrier's closed one (one row per load and carrier):
 * the carrier's turn, the shipper's value, the deadline, the thread's first entry.
 */
export async function abrirOferta(
  tx: Tx,
  entrada: {
    cargaId: string;
    ownerId: string;
    transportadora: { id: string; linkedOwnerId: string | null };
    tipo: number;
    oferecimentoId: string | null;
    rodada: number | null;
    valorAlvo: string | null;
    prazoResposta: Date | null;
    observacao: string | null;
    agora: Date;
  },
  autor: AutorDaProposta,
): Promise<OfertaRow> {
  const abertura = {
    tipo: entrada.tipo,
    situacao: SituacaoOfertaCarga.Ofertada,
    transportadoraOwnerId: entrada.transportadora.linkedOwnerId,
    oferecimentoId: entrada.oferecimentoId,
    rodada: entrada.rodada,
    valorAlvo: entrada.valorAlvo,
    valorProposto: null,
    prazoResposta: entrada.prazoResposta,
    observacao: entrada.observacao,
    motivoRecusa: null,
    ofertadaEm: entrada.agora,
    respondidaEm: null,
    contratadaEm: null,
    encerradaEm: null,
  };
  const [oferta] = await tx
    .insert(cargaOfertas)
    .values({
      cargaId: entrada.cargaId,
      ownerId: entrada.ownerId,
      transportadoraEmpresaId: entrada.transportadora.id,
      ...abertura,
    })
    .onConflictDoUpdate({
      target: [cargaOfertas.cargaId, cargaOfertas.transportadoraEmpresaId],
      set: abertura,
    })
    .returning();
  if (!oferta) throw new Error('oferta não gravada');
  await registrarProposta(tx, oferta, autor, {
    tipo: TipoProposta.Oferta,
    valor: entrada.valorAlvo,
    comentario: entrada.observacao,
  });
  return oferta;
}

/**
 * Moves an offer on from the situacao read: `set` applies only while it is still `de` (else null — someone
 * answered first). The carrier's first answer stamps `respondida_em` (the ranking's response time).
 */
export async function moverOferta(
  tx: Tx,
  oferta: Pick<OfertaRow, 'id'>,
  de: number,
  set: Partial<typeof cargaOfertas.$inferInsert>,
  { respondeu = false }: { respondeu?: boolean } = {},
): Promise<OfertaRow | null> {
  const [row] = await tx
    .update(cargaOfertas)
    .set({
      ...set,
      ...(respondeu ? { respondidaEm: sql`coalesce(${cargaOfertas.respondidaEm}, now())` } : {}),
    })
    .where(and(eq(cargaOfertas.id, oferta.id), eq(cargaOfertas.situacao, de)))
    .returning();
  return row ?? null;
}

/** Closes the load's other open offers (another carrier was hired, the tender stopped), each with its entry. */
export async function encerrarOutrasOfertas(
  tx: Tx,
  cargaId: string,
  exceto: string | null,
  situacao: number,
  comentario: string,
): Promise<OfertaRow[]> {
  const encerradas = await tx
    .update(cargaOfertas)
    .set({ situacao, encerradaEm: new Date() })
    .where(
      and(
        eq(cargaOfertas.cargaId, cargaId),
        inArray(cargaOfertas.situacao, [...OFERTAS_EM_NEGOCIACAO]),
        exceto ? sql`${cargaOfertas.id} <> ${exceto}` : undefined,
      ),
    )
    .returning();
  for (const oferta of encerradas) {
    await registrarProposta(tx, oferta, SISTEMA, { tipo: TipoProposta.Cancelamento, comentario });
  }
  return encerradas;
}
