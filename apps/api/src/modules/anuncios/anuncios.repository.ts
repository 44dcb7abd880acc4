import { and, arrayOverlaps, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { anuncioEventos, anuncioLeituras, anuncios, ownerDoUsuarioSql, releasePosts } from '../../db/schema';

export type AnuncioRow = typeof anuncios.$inferSelect;
export type AnuncioValues = Omit<typeof anuncios.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type AnuncioAdminRow = AnuncioRow & { leituras: number; cliques: number; fechamentos: number };
export type ReleasePostRow = typeof releasePosts.$inferSelect;
export type ReleasePostValues = Omit<typeof releasePosts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const countEvento = (evento: 'click' | 'close') =>
  sql<number>`(select count(*)::int from ${anuncioEventos} e where e.anuncio_id = "anuncios"."id" and e.evento = ${evento})`;

/** Announcements, their read marks and analytics events, and release posts (product-wide rows). */
export function createAnunciosRepository(db: Database) {
  const adminSelect = () =>
    db
      .select({
        anuncio: anuncios,
        leituras: sql<number>`(select count(*)::int from ${anuncioLeituras} l where l.anuncio_id = "anuncios"."id")`,
        cliques: countEvento('click'),
        fechamentos: countEvento('close'),
      })
      .from(anuncios)
      .$dynamic();
  const flatten = (row: { anuncio: AnuncioRow; leituras: number; cliques: number; fechamentos: number }) => ({
    ...row.anuncio,
    leituras: row.leituras,
    cliques: row.cliques,
    fechamentos: row.fechamentos,
  });

  return {
    /** Shown announcements in their window (at `now`) that `usuarioId` has not read yet. */
    async listUnreadShown(usuarioId: string, now: Date): Promise<AnuncioRow[]> {
      return db
        .select()
        .from(anuncios)
        .where(
          and(
            eq(anuncios.exibir, true),
            sql`(${anuncios.inicio} is null or ${anuncios.inicio} <= ${now.toISOString()}::timestamptz)`,
            sql`(${anuncios.fim} is null or ${anuncios.fim} >= ${now.toISOString()}::timestamptz)`,
            sql`not exists (select 1 from ${anuncioLeituras} l where l.anuncio_id = "anuncios"."id" and l.usuario_id = ${usuarioId})`,
          ),
        )
        .orderBy(desc(anuncios.createdAt), anuncios.id);
    },

    async findById(id: string): Promise<AnuncioRow | undefined> {
      const rows = await db.select().from(anuncios).where(eq(anuncios.id, id)).limit(1);
      return rows[0];
    },

    async markRead(anuncioId: string, usuarioId: string, at: Date): Promise<void> {
      await db
        .insert(anuncioLeituras)
        .values({ ownerId: ownerDoUsuarioSql(usuarioId), anuncioId, usuarioId, lidoEm: at })
        .onConflictDoNothing();
    },

    async addEvent(anuncioId: string, usuarioId: string, evento: 'click' | 'close'): Promise<void> {
      await db
        .insert(anuncioEventos)
        .values({ ownerId: ownerDoUsuarioSql(usuarioId), anuncioId, usuarioId, evento });
    },

    async listAdmin(): Promise<AnuncioAdminRow[]> {
      return (await adminSelect().orderBy(desc(anuncios.createdAt), anuncios.id)).map(flatten);
    },

    async findAdmin(id: string): Promise<AnuncioAdminRow | undefined> {
      const rows = await adminSelect().where(eq(anuncios.id, id)).limit(1);
      return rows[0] ? flatten(rows[0]) : undefined;
    },

    async insert(values: AnuncioValues): Promise<string> {
      const rows = await db.insert(anuncios).values(values).returning({ id: anuncios.id });
      return rows[0]?.id as string;
    },

    /** False when the id is unknown. */
    async update(id: string, values: Partial<AnuncioValues>): Promise<boolean> {
      const rows = await db
        .update(anuncios)
        .set(values)
        .where(eq(anuncios.id, id))
        .returning({ id: anuncios.id });
      return rows.length > 0;
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(anuncios).where(eq(anuncios.id, id)).returning({ id: anuncios.id });
      return rows.length > 0;
    },

    // Release posts

    async listFeed(
      databaseId: string,
      filter: { modulos?: string[]; desde?: string; limite: number },
    ): Promise<ReleasePostRow[]> {
      return db
        .select()
        .from(releasePosts)
        .where(
          and(
            eq(releasePosts.databaseId, databaseId),
            eq(releasePosts.publicado, true),
            filter.modulos && filter.modulos.length > 0
              ? arrayOverlaps(releasePosts.modulos, filter.modulos)
              : undefined,
            filter.desde ? gte(releasePosts.dataLancamento, filter.desde) : undefined,
          ),
        )
        .orderBy(desc(releasePosts.dataLancamento), desc(releasePosts.createdAt), releasePosts.id)
        .limit(filter.limite);
    },

    async listReleasePosts(): Promise<ReleasePostRow[]> {
      return db
        .select()
        .from(releasePosts)
        .orderBy(desc(releasePosts.dataLancamento), desc(releasePosts.createdAt), releasePosts.id);
    },

    async findReleasePost(id: string): Promise<ReleasePostRow | undefined> {
      const rows = await db.select().from(releasePosts).where(eq(releasePosts.id, id)).limit(1);
      return rows[0];
    },

    async insertReleasePost(values: ReleasePostValues): Promise<string> {
      const rows = await db.insert(releasePosts).values(values).returning({ id: releasePosts.id });
      return rows[0]?.id as string;
    },

    async updateReleasePost(id: string, values: Partial<ReleasePostValues>): Promise<boolean> {
      const rows = await db
        .update(releasePosts)
        .set(values)
        .where(eq(releasePosts.id, id))
        .returning({ id: releasePosts.id });
      return rows.length > 0;
    },

    async removeReleasePost(id: string): Promise<boolean> {
      const rows = await db
        .delete(releasePosts)
        .where(eq(releasePosts.id, id))
        .returning({ id: releasePosts.id });
      return rows.length > 0;
    },
  };
}

export type AnunciosRepository = ReturnType<typeof createAnunciosRepository>;
