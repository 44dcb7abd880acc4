import {
  anuncioInWindow,
  anuncioTargetsViewer,
  requiredMessage,
  type TAnuncio,
  type TAnuncioAdmin,
  type TAnuncioInput,
  type TEventoAnuncio,
  type TReleasePost,
  type TReleasePostAdmin,
  type TReleasePostInput,
} from '@embarca/domain';
import { AppError } from '../../lib/app-error';
import { sanitizeRichHtml, stripHtml } from '../../lib/sanitize-html';
import type {
  AnuncioAdminRow,
  AnuncioRow,
  AnunciosRepository,
  AnuncioValues,
  ReleasePostRow,
  ReleasePostValues,
} from './anuncios.repository';

export interface AnunciosServiceDeps {
  repository: AnunciosRepository;
  now?: () => Date;
}

/** Who is asking: the token's company type and licence level (01 §3 claims) and the user id. */
export interface AnuncioViewer {
  usuarioId: string;
  tipoEmpresa: number;
  licenca: number;
}

function toAnuncio(row: AnuncioRow): TAnuncio {
  return {
    id: row.id,
    tipo: row.tipo as TAnuncio['tipo'],
    posicao: row.posicao as TAnuncio['posicao'],
    exibir: row.exibir,
    regra: row.regra,
    midia: row.midia ?? null,
    titulo: row.titulo,
    mensagem: row.mensagem,
    acao: row.acao ?? null,
    estilo: row.estilo,
  };
}

function toAnuncioAdmin(row: AnuncioAdminRow): TAnuncioAdmin {
  return {
    ...toAnuncio(row),
    publico: row.publico,
    inicio: row.inicio ? row.inicio.toISOString() : null,
    fim: row.fim ? row.fim.toISOString() : null,
    leituras: row.leituras,
    cliques: row.cliques,
    fechamentos: row.fechamentos,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toReleasePost(row: ReleasePostRow): TReleasePost {
  return {
    id: row.id,
    url: row.url,
    capa: row.capa,
    modulos: row.modulos,
    titulo: row.titulo,
    resumo: row.resumo,
    dataLancamento: row.dataLancamento,
  };
}

function toReleasePostAdmin(row: ReleasePostRow): TReleasePostAdmin {
  return {
    ...toReleasePost(row),
    databaseId: row.databaseId,
    publicado: row.publicado,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The message as stored: sanitised HTML; nothing left (only a script, say) → 'Mensagem é obrigatório!'. */
function anuncioValues(input: TAnuncioInput): AnuncioValues {
  const mensagem = sanitizeRichHtml(input.mensagem);
  if (mensagem.replace(/<[^>]*>/g, '').trim() === '') {
    throw new AppError('VALIDATION', requiredMessage('Mensagem'));
  }
  const titulo = stripHtml(input.titulo);
  if (titulo === '') throw new AppError('VALIDATION', requiredMessage('Título'));
  return {
    tipo: input.tipo,
    posicao: input.posicao,
    exibir: input.exibir,
    regra: { tipo: input.regra.tipo, urls: input.regra.urls },
    midia: input.midia,
    titulo,
    mensagem,
    acao: input.acao,
    estilo: input.estilo,
    publico: {
      todos: input.publico.todos,
      tiposEmpresa: [...new Set(input.publico.tiposEmpresa)],
      licencas: [...new Set(input.publico.licencas)],
    },
    inicio: input.inicio ? new Date(input.inicio) : null,
    fim: input.fim ? new Date(input.fim) : null,
  };
}

function releasePostValues(input: TReleasePostInput): ReleasePostValues {
  const resumo = stripHtml(input.resumo);
  if (resumo === '') throw new AppError('VALIDATION', requiredMessage('Resumo'));
  const titulo = stripHtml(input.titulo);
  if (titulo === '') throw new AppError('VALIDATION', requiredMessage('Título'));
  return {
    databaseId: input.databaseId,
    url: input.url,
    capa: input.capa,
    modulos: [...new Set(input.modulos)],
    titulo,
    resumo,
    dataLancamento: input.dataLancamento,
    publicado: input.publicado,
  };
}

/**
 * Announcements (01 §4, §7) and release posts. Users read the announcements targeted at them (shown,
 * in their window, matching the audience, unread); support users (type 100) manage both.
 */
export function createAnunciosService({ repository, now = () => new Date() }: AnunciosServiceDeps) {
  const targets = (row: AnuncioRow, viewer: AnuncioViewer) =>
    anuncioTargetsViewer(row.publico, { tipoEmpresa: viewer.tipoEmpresa, licenca: viewer.licenca });

  /** An announcement the viewer may act on (shown, in its window, in the audience), else 404. */
  async function visibleTo(id: string, viewer: AnuncioViewer): Promise<AnuncioRow> {
    const row = await repository.findById(id);
    if (!row?.exibir || !anuncioInWindow(row.inicio, row.fim, now()) || !targets(row, viewer)) {
      throw new AppError('NOT_FOUND');
    }
    return row;
  }

  async function getAdmin(id: string): Promise<TAnuncioAdmin> {
    const row = await repository.findAdmin(id);
    if (!row) throw new AppError('NOT_FOUND');
    return toAnuncioAdmin(row);
  }

  async function getReleasePost(id: string): Promise<TReleasePostAdmin> {
    const row = await repository.findReleasePost(id);
    if (!row) throw new AppError('NOT_FOUND');
    return toReleasePostAdmin(row);
  }

  return {
    async listForViewer(viewer: AnuncioViewer): Promise<TAnuncio[]> {
      const rows = await repository.listUnreadShown(viewer.usuarioId, now());
      return rows.filter((row) => targets(row, viewer)).map(toAnuncio);
    },

    async markRead(id: string, viewer: AnuncioViewer): Promise<void> {
      await visibleTo(id, viewer);
      await repository.markRead(id, viewer.usuarioId, now());
    },

    async recordEvent(id: string, viewer: AnuncioViewer, evento: TEventoAnuncio): Promise<void> {
      await visibleTo(id, viewer);
      await repository.addEvent(id, viewer.usuarioId, evento);
    },

    async feed(
      databaseId: string,
      filter: { modulos?: string[] | undefined; desde?: string | undefined; limite: number },
    ): Promise<TReleasePost[]> {
      const rows = await repository.listFeed(databaseId, {
        limite: filter.limite,
        ...(filter.modulos ? { modulos: filter.modulos } : {}),
        ...(filter.desde ? { desde: filter.desde } : {}),
      });
      return rows.map(toReleasePost);
    },

    // Support panel: announcements
    listAdmin: async () => (await repository.listAdmin()).map(toAnuncioAdmin),
    getAdmin,
    async create(input: TAnuncioInput): Promise<TAnuncioAdmin> {
      const id = await repository.insert(anuncioValues(input));
      return getAdmin(id);
    },
    async update(id: string, input: TAnuncioInput): Promise<TAnuncioAdmin> {
      const values = anuncioValues(input);
      if (!(await repository.update(id, values))) throw new AppError('NOT_FOUND');
      return getAdmin(id);
    },
    async setExibir(id: string, exibir: boolean): Promise<TAnuncioAdmin> {
      if (!(await repository.update(id, { exibir }))) throw new AppError('NOT_FOUND');
      return getAdmin(id);
    },
    async remove(id: string): Promise<void> {
      if (!(await repository.remove(id))) throw new AppError('NOT_FOUND');
    },

    // Support panel: release posts
    listReleasePosts: async () => (await repository.listReleasePosts()).map(toReleasePostAdmin),
    getReleasePost,
    async createReleasePost(input: TReleasePostInput): Promise<TReleasePostAdmin> {
      const id = await repository.insertReleasePost(releasePostValues(input));
      return getReleasePost(id);
    },
    async updateReleasePost(id: string, input: TReleasePostInput): Promise<TReleasePostAdmin> {
      const values = releasePostValues(input);
      if (!(await repository.updateReleasePost(id, values))) throw new AppError('NOT_FOUND');
      return getReleasePost(id);
    },
    async setPublicado(id: string, publicado: boolean): Promise<TReleasePostAdmin> {
      if (!(await repository.updateReleasePost(id, { publicado }))) throw new AppError('NOT_FOUND');
      return getReleasePost(id);
    },
    async removeReleasePost(id: string): Promise<void> {
      if (!(await repository.removeReleasePost(id))) throw new AppError('NOT_FOUND');
    },
  };
}

export type AnunciosService = ReturnType<typeof createAnunciosService>;
