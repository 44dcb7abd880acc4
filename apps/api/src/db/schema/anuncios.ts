import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, tz } from './columns';
import { ownerDoUsuario, usuarios } from './usuarios';

export interface AnuncioRegraJson {
  tipo: 'exact' | 'contains';
  urls: string[];
}
export interface AnuncioMidiaJson {
  tipo: 'video' | 'img';
  url: string;
  alt: string;
}
export interface AnuncioAcaoJson {
  label: string;
  url: string;
  target: '_self' | '_blank';
}
export interface AnuncioEstiloJson {
  size: 'sm' | 'md' | 'lg';
  solid: boolean;
  variant: 'info' | 'success' | 'warning' | 'danger';
}
export interface AnuncioPublicoJson {
  todos: boolean;
  tiposEmpresa: number[];
  licencas: number[];
}

/**
 * Announcements (01 §3): product-wide, managed by support users (type 100) in /painel-admin.
 * `mensagem` is HTML already sanitised by the service. `publico`: everyone, or company types and/or
 * licence levels (domain `anuncioTargetsViewer`). `inicio`/`fim`: optional window.
 */
export const anuncios = pgTable(
  'anuncios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tipo: text('tipo').notNull(),
    posicao: text('posicao').notNull(),
    exibir: boolean('exibir').notNull().default(true),
    regra: jsonb('regra').$type<AnuncioRegraJson>().notNull(),
    midia: jsonb('midia').$type<AnuncioMidiaJson>(),
    titulo: text('titulo').notNull(),
    mensagem: text('mensagem').notNull(),
    acao: jsonb('acao').$type<AnuncioAcaoJson>(),
    estilo: jsonb('estilo').$type<AnuncioEstiloJson>().notNull(),
    publico: jsonb('publico').$type<AnuncioPublicoJson>().notNull(),
    inicio: tz('inicio'),
    fim: tz('fim'),
    ...timestamps,
  },
  (t) => [
    index('anuncios_exibir_idx').on(t.exibir),
    check('anuncios_tipo_check', sql`${t.tipo} in ('banner', 'modal')`),
    check('anuncios_posicao_check', sql`${t.posicao} in ('top', 'content', 'bottom')`),
    check('anuncios_janela_check', sql`${t.inicio} is null or ${t.fim} is null or ${t.fim} > ${t.inicio}`),
  ],
);

/** Read marks (01 §4: dismissing marks the announcement read), one per user. */
export const anuncioLeituras = pgTable(
  'anuncio_leituras',
  {
    ownerId: ownerDoUsuario(),
    anuncioId: uuid('anuncio_id')
      .notNull()
      .references(() => anuncios.id, { onDelete: 'cascade' }),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    lidoEm: tz('lido_em').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.anuncioId, t.usuarioId] }),
    index('anuncio_leituras_usuario_idx').on(t.usuarioId),
  ],
);

/** Our own analytics of announcements (01 §4: click and close), no third party. */
export const anuncioEventos = pgTable(
  'anuncio_eventos',
  {
    ownerId: ownerDoUsuario(),
    id: uuid('id').primaryKey().defaultRandom(),
    anuncioId: uuid('anuncio_id')
      .notNull()
      .references(() => anuncios.id, { onDelete: 'cascade' }),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    evento: text('evento').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('anuncio_eventos_anuncio_idx').on(t.anuncioId, t.evento),
    check('anuncio_eventos_evento_check', sql`${t.evento} in ('click', 'close')`),
  ],
);

/**
 * Release posts ("what's new", 01 §3, §7): `database_id` is the feed key of
 * POST /anuncios/atualizacoes/{databaseId} (e.g. 'embarca'); `modulos` are domain `Modulo` ids;
 * `resumo` is plain text.
 */
export const releasePosts = pgTable(
  'release_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    databaseId: text('database_id').notNull(),
    url: text('url').notNull(),
    capa: text('capa'),
    modulos: text('modulos').array().notNull().default(sql`'{}'::text[]`),
    titulo: text('titulo').notNull(),
    resumo: text('resumo').notNull(),
    dataLancamento: date('data_lancamento', { mode: 'string' }).notNull(),
    publicado: boolean('publicado').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('release_posts_feed_idx').on(t.databaseId, t.publicado, t.dataLancamento.desc())],
);
