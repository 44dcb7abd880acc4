import { AutorMensagem, MENSAGENS, SITUACAO_CARGA_LABELS, type TSituacaoCarga } from '@embarca/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversaLeituras, conversaMensagens, conversasCarga } from '../../db/schema';
import type { Tx } from '../cargas/carga.writer';

type Handle = Database | Tx;

async function rows<T>(handle: Handle, query: SQL): Promise<T[]> {
  const result = (await handle.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

/** A conversation row as the lists read it (joined with its load, driver and route ends). */
export interface ConversaLida {
  id: string;
  owner_id: string;
  carga_id: string;
  motorista_id: string;
  motorista_nome: string;
  carga_codigo: number;
  origem_cidade: string | null;
  origem_uf: string | null;
  destino_cidade: string | null;
  destino_uf: string | null;
  created_at: Date | string;
  ultima_mensagem_em: Date | string | null;
  motorista_lida_ate: Date | string | null;
  ultima_mensagem: string | null;
  ultima_tem_foto: boolean | null;
  nao_lidas: number;
  empresa?: string;
}

/** Where the load goes: its first origin and its final destination (carga_rotas 1 and 3). */
const ROTA = sql`
  (select r.cidade from carga_rotas r where r.carga_id = c.id and r.rota = 1 order by r.ordem limit 1) as origem_cidade,
  (select r.uf from carga_rotas r where r.carga_id = c.id and r.rota = 1 order by r.ordem limit 1) as origem_uf,
  (select r.cidade from carga_rotas r where r.carga_id = c.id and r.rota = 3 order by r.ordem desc limit 1) as destino_cidade,
  (select r.uf from carga_rotas r where r.carga_id = c.id and r.rota = 3 order by r.ordem desc limit 1) as destino_uf`;

const ULTIMA = sql`
  (select cm.texto from conversa_mensagens cm where cm.conversa_id = cc.id order by cm.created_at desc limit 1) as ultima_mensagem,
  (select cm.anexo_chave is not null from conversa_mensagens cm where cm.conversa_id = cc.id order by cm.created_at desc limit 1) as ultima_tem_foto`;

/** The driver's messages a user has not read (after the user's mark). */
const naoLidasDoUsuario = (usuarioId: string) => sql`(select count(*)::int from conversa_mensagens cm
  where cm.conversa_id = cc.id and cm.autor = ${AutorMensagem.Motorista}
    and cm.created_at > coalesce((select l.lida_ate from conversa_leituras l
      where l.conversa_id = cc.id and l.usuario_id = ${usuarioId}), '-infinity'::timestamptz))`;

/** The users' messages the driver has not read. */
const NAO_LIDAS_DO_MOTORISTA = sql`(select count(*)::int from conversa_mensagens cm
  where cm.conversa_id = cc.id and cm.autor = ${AutorMensagem.Usuario}
    and cm.created_at > coalesce(cc.motorista_lida_ate, '-infinity'::timestamptz))`;

/** The search text over a conversation: load code, driver's name or a city of the route. */
function filtroDeTexto(query: string | null | undefined): SQL {
  const texto = query?.trim();
  if (!texto) return sql`true`;
  const like = `%${texto.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql`(c.codigo::text = ${texto} or m.nome ilike ${like}
    or exists (select 1 from carga_rotas r where r.carga_id = c.id and r.cidade ilike ${like}))`;
}

export interface ConsultaDeConversas {
  ownerId: string;
  usuarioId: string;
  /** The cargas gate's visibility over `c` (visivelPara). */
  visivel: SQL;
}

/** The chat's reads and writes (issue 20). Factories over the handle they are given (`db` or `tx`). */
export function createMensagensRepository(db: Database) {
  function selectConversas(extra: SQL, naoLidas: SQL, handle: Handle = db) {
    return rows<ConversaLida>(
      handle,
      sql`select cc.id, cc.owner_id, cc.carga_id, cc.motorista_id, m.nome as motorista_nome, c.codigo as carga_codigo,
          cc.created_at, cc.ultima_mensagem_em, cc.motorista_lida_ate, o.nome as empresa,
          ${ROTA}, ${ULTIMA}, ${naoLidas} as nao_lidas
        from conversas_carga cc
        join cargas c on c.id = cc.carga_id
        join motoristas m on m.id = cc.motorista_id
        join owners o on o.id = cc.owner_id
        where cc.excluida_em is null and ${extra}
        order by coalesce(cc.ultima_mensagem_em, cc.created_at) desc, cc.id`,
    );
  }

  return {
    /** One page of loads with conversations (most recent first) and the total of loads. */
    async paginaDeCargas(
      consulta: ConsultaDeConversas,
      { skip, take, query }: { skip: number; take: number; query?: string | null },
    ): Promise<{ cargaIds: string[]; total: number }> {
      const found = await rows<{ carga_id: string; total: number }>(
        db,
        sql`select cc.carga_id, max(coalesce(cc.ultima_mensagem_em, cc.created_at)) as dh, count(*) over ()::int as total
          from conversas_carga cc
          join cargas c on c.id = cc.carga_id
          join motoristas m on m.id = cc.motorista_id
          where cc.owner_id = ${consulta.ownerId} and cc.excluida_em is null
            and ${consulta.visivel} and ${filtroDeTexto(query)}
          group by cc.carga_id
          order by dh desc, cc.carga_id
          limit ${take} offset ${skip}`,
      );
      if (found.length > 0) return { cargaIds: found.map((r) => r.carga_id), total: found[0]!.total };
      if (skip === 0) return { cargaIds: [], total: 0 };
      // A page past the end: still the total.
      const [count] = await rows<{ total: number }>(
        db,
        sql`select count(distinct cc.carga_id)::int as total from conversas_carga cc
          join cargas c on c.id = cc.carga_id join motoristas m on m.id = cc.motorista_id
          where cc.owner_id = ${consulta.ownerId} and cc.excluida_em is null
            and ${consulta.visivel} and ${filtroDeTexto(query)}`,
      );
      return { cargaIds: [], total: count?.total ?? 0 };
    },

    /** The open conversations of these loads (of the owner, visible), with the user's unread counts. */
    conversasDasCargas(consulta: ConsultaDeConversas, cargaIds: string[]) {
      if (cargaIds.length === 0) return Promise.resolve([]);
      return selectConversas(
        sql`cc.owner_id = ${consulta.ownerId} and ${consulta.visivel}
          and cc.carga_id = any(${sql.param(cargaIds)}::uuid[])`,
        naoLidasDoUsuario(consulta.usuarioId),
      );
    },

    /** One conversation (already through the gate), with the user's unread count. */
    async conversa(id: string, usuarioId: string): Promise<ConversaLida | undefined> {
      const [row] = await selectConversas(sql`cc.id = ${id}`, naoLidasDoUsuario(usuarioId));
      return row;
    },

    /** The user's unread per conversation over the conversations they may see. */
    naoLidas(consulta: ConsultaDeConversas) {
      return rows<{ id: string; nao_lidas: number }>(
        db,
        sql`select * from (select cc.id, ${naoLidasDoUsuario(consulta.usuarioId)} as nao_lidas
            from conversas_carga cc join cargas c on c.id = cc.carga_id
            where cc.owner_id = ${consulta.ownerId} and cc.excluida_em is null and ${consulta.visivel}) x
          where x.nao_lidas > 0`,
      );
    },

    /** The company's active drivers by name or CPF digits, at most `MENSAGENS.motoristasPorBusca`. */
    motoristasDaEmpresa(ownerId: string, filtro: string | undefined) {
      const texto = filtro?.trim() ?? '';
      const digitos = texto.replace(/\D/g, '');
      const like = `%${texto.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      const condicao = !texto
        ? sql`true`
        : digitos.length >= 3 && digitos.length === texto.replace(/[.\-\s]/g, '').length
          ? sql`m.cpf like ${`%${digitos}%`}`
          : sql`m.nome ilike ${like}`;
      return rows<{ id: string; nome: string; cpf: string | null }>(
        db,
        sql`select m.id, m.nome, m.cpf from motoristas m
          where m.owner_id = ${ownerId} and m.ativo and ${condicao}
          order by m.nome, m.id limit ${MENSAGENS.motoristasPorBusca}`,
      );
    },

    /** The open conversations of these drivers that the user may see. */
    conversasDosMotoristas(consulta: ConsultaDeConversas, motoristaIds: string[]) {
      if (motoristaIds.length === 0) return Promise.resolve([]);
      return selectConversas(
        sql`cc.owner_id = ${consulta.ownerId} and ${consulta.visivel}
          and cc.motorista_id = any(${sql.param(motoristaIds)}::uuid[])`,
        naoLidasDoUsuario(consulta.usuarioId),
      );
    },

    /** The driver's open conversations (their active records), latest first. */
    conversasDoMotorista(motoristaIds: string[]) {
      if (motoristaIds.length === 0) return Promise.resolve([]);
      return selectConversas(
        sql`cc.motorista_id = any(${sql.param(motoristaIds)}::uuid[])`,
        NAO_LIDAS_DO_MOTORISTA,
      );
    },

    async conversaDoMotorista(id: string, motoristaIds: string[]): Promise<ConversaLida | undefined> {
      if (motoristaIds.length === 0) return undefined;
      const [row] = await selectConversas(
        sql`cc.id = ${id} and cc.motorista_id = any(${sql.param(motoristaIds)}::uuid[])`,
        NAO_LIDAS_DO_MOTORISTA,
      );
      return row;
    },

    /** The conversation row by id in the owner (not deleted): the gate's first read. */
    async conversaDoOwner(ownerId: string, id: string) {
      const [row] = await db
        .select()
        .from(conversasCarga)
        .where(
          and(
            eq(conversasCarga.id, id),
            eq(conversasCarga.ownerId, ownerId),
            isNull(conversasCarga.excluidaEm),
          ),
        )
        .limit(1);
      return row;
    },

    async conversaAberta(ownerId: string, cargaId: string, motoristaId: string) {
      const [row] = await db
        .select({ id: conversasCarga.id })
        .from(conversasCarga)
        .where(
          and(
            eq(conversasCarga.ownerId, ownerId),
            eq(conversasCarga.cargaId, cargaId),
            eq(conversasCarga.motoristaId, motoristaId),
            isNull(conversasCarga.excluidaEm),
          ),
        )
        .limit(1);
      return row?.id;
    },

    /** A new open conversation; undefined when a concurrent request created it first (the unique index). */
    async criarConversa(values: {
      ownerId: string;
      cargaId: string;
      motoristaId: string;
      criadaPor: string;
    }) {
      const [row] = await db
        .insert(conversasCarga)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: conversasCarga.id });
      return row?.id;
    },

    async excluirConversa(id: string, now: Date) {
      await db.update(conversasCarga).set({ excluidaEm: now }).where(eq(conversasCarga.id, id));
    },

    /** The latest messages of a conversation, oldest first, with their author's name. */
    async mensagens(conversaId: string) {
      const found = await rows<{
        id: string;
        conversa_id: string;
        autor: number;
        autor_nome: string | null;
        texto: string | null;
        anexo_content_type: string | null;
        anexo_tamanho: number | null;
        created_at: Date | string;
      }>(
        db,
        sql`select * from (select cm.id, cm.conversa_id, cm.autor, coalesce(u.nome, m.nome) as autor_nome, cm.texto,
            cm.anexo_content_type, cm.anexo_tamanho, cm.created_at
          from conversa_mensagens cm
          left join usuarios u on u.id = cm.usuario_id
          left join motoristas m on m.id = cm.motorista_id
          where cm.conversa_id = ${conversaId}
          order by cm.created_at desc, cm.id desc limit ${MENSAGENS.mensagensPorConversa}) x
          order by x.created_at, x.id`,
      );
      return found.map((row) => ({
        id: row.id,
        conversaId: row.conversa_id,
        autor: row.autor as 1 | 2,
        autorNome: row.autor_nome ?? '',
        texto: row.texto,
        anexo:
          row.anexo_content_type && row.anexo_tamanho !== null
            ? { contentType: row.anexo_content_type, tamanho: row.anexo_tamanho }
            : null,
        dhMensagem: iso(row.created_at)!,
      }));
    },

    async mensagem(id: string) {
      const [row] = await db.select().from(conversaMensagens).where(eq(conversaMensagens.id, id)).limit(1);
      return row;
    },

    /** Writes a message and moves the conversation's last-message time, on the transaction given. */
    async inserirMensagem(tx: Tx, values: typeof conversaMensagens.$inferInsert) {
      const [row] = await tx.insert(conversaMensagens).values(values).returning();
      if (!row) throw new Error('mensagem não inserida');
      await tx
        .update(conversasCarga)
        .set({ ultimaMensagemEm: row.createdAt })
        .where(eq(conversasCarga.id, row.conversaId));
      return row;
    },

    /** The user has read the conversation up to `ate` (never moves back). */
    async marcarLida(
      handle: Handle,
      values: { conversaId: string; usuarioId: string; ownerId: string; ate: Date },
    ) {
      await handle
        .insert(conversaLeituras)
        .values({ ...values, lidaAte: values.ate })
        .onConflictDoUpdate({
          target: [conversaLeituras.conversaId, conversaLeituras.usuarioId],
          set: { lidaAte: sql`greatest(${conversaLeituras.lidaAte}, excluded.lida_ate)` },
        });
    },

    async motoristaLeu(conversaId: string, ate: Date) {
      await db
        .update(conversasCarga)
        .set({
          motoristaLidaAte: sql`greatest(coalesce(${conversasCarga.motoristaLidaAte}, '-infinity'::timestamptz), ${ate.toISOString()}::timestamptz)`,
        })
        .where(eq(conversasCarga.id, conversaId));
    },

    /** The load's summary for GET /{id}/carga. */
    async carga(cargaId: string) {
      const [row] = await rows<{
        id: string;
        codigo: number;
        situacao: number;
        dh_coleta: Date | string | null;
        origem_cidade: string | null;
        origem_uf: string | null;
        destino_cidade: string | null;
        destino_uf: string | null;
      }>(
        db,
        sql`select c.id, c.codigo, c.situacao, c.dh_coleta, ${ROTA} from cargas c where c.id = ${cargaId}`,
      );
      return row
        ? {
            ...row,
            situacaoDescricao: SITUACAO_CARGA_LABELS[row.situacao as TSituacaoCarga] ?? String(row.situacao),
            dataColeta: iso(row.dh_coleta),
          }
        : undefined;
    },

    /** Active users of the owner with access to the load's unit: who hears of a driver's message. */
    async usuariosDaCarga(ownerId: string, cargaId: string): Promise<string[]> {
      const found = await rows<{ id: string }>(
        db,
        sql`select u.id from usuarios u
          join usuario_unidades_negocio uu on uu.usuario_id = u.id
          join cargas c on c.unidade_negocio_id = uu.unidade_negocio_id
          where u.owner_id = ${ownerId} and u.ativo and c.id = ${cargaId}`,
      );
      return found.map((row) => row.id);
    },

    /** Whether any of these driver records is an active driver of the owner. */
    async motoristaAtivo(ownerId: string, motoristaId: string) {
      const found = await rows<{ id: string; ativo: boolean; nome: string }>(
        db,
        sql`select m.id, m.ativo, m.nome from motoristas m where m.id = ${motoristaId} and m.owner_id = ${ownerId}`,
      );
      return found[0];
    },
  };
}

export type MensagensRepository = ReturnType<typeof createMensagensRepository>;
export { iso };
