import { randomUUID } from 'node:crypto';
import {
  ANEXO_MESSAGES,
  isAnexoImagem,
  MESSAGES,
  nomeDoArquivo,
  Role,
  type TAnexoAdicionalBody,
  type TCargaAnexo,
  type TCargaAnexoCriado,
  type TCargaAnexoExcluido,
  verificarAnexo,
} from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import { decodeBase64DataUrl } from '../../../lib/data-url';
import { isForeignKeyViolation } from '../../../lib/pg-constraint-errors';
import type { ObjectStorage, StoredObject } from '../../../lib/storage/index';
import type { RequestSession } from '../../../plugins/authenticate';
import { type CargaAcessada, NivelAcesso } from '../carga.access';
import { registrarHistorico } from '../carga.writer';
import type { CargasContext } from '../cargas.context';
import { type AnexoRow, createAnexosRepository } from './anexos.repository';

export interface AnexosServiceDeps {
  ctx: CargasContext;
  storage: ObjectStorage;
  /** A storage clean-up that failed after the database said no (the object is left orphaned): logged. */
  onStorageError?: (error: unknown, key: string) => void;
}

type Carga = CargaAcessada;

/** The history texts of attachment changes (pt-BR, with the user's name and, for a carrier, its company). */
export const anexoDescricao = {
  adicionado: (nome: string, usuario: string, empresa?: string) =>
    `Anexo "${nome}" adicionado por ${usuario}${empresa ? ` (${empresa})` : ''}.`,
  excluido: (nome: string, usuario: string, empresa?: string) =>
    `Anexo "${nome}" excluído por ${usuario}${empresa ? ` (${empresa})` : ''}.`,
};

/** Where an attachment's bytes live: built from ids only, never from the user's file name. */
export function anexoStorageKey(ownerId: string, cargaId: string, anexoId: string): string {
  return `owners/${ownerId}/cargas/${cargaId}/anexos/${anexoId}`.toLowerCase();
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();

/**
 * Extra attachments of a load (02 §3 "Extra attachment", §7 anexo-adicional). Who may do what:
 * - see the load (the board's rule: the load's company within the unit scope, or a carrier the load is
 *   directed to or hired by) → list, download and add (a carrier adds e.g. the delivery receipt photo);
 * - a carrier sees only the shipper's attachments and its own company's, never another carrier's;
 * - delete: the user who uploaded it, or an Administrador of the load's company;
 * - anyone else: 404 (the load is not theirs to know about).
 * Adding and deleting write a history entry in the same transaction as the row.
 */
export function createAnexosService({ ctx, storage, onStorageError = () => undefined }: AnexosServiceDeps) {
  const repository = createAnexosRepository(ctx.db);
  const cargaVisivel = (session: RequestSession, cargaId: string): Promise<Carga> =>
    ctx.access.require(session, NivelAcesso.Ver, cargaId);

  const daEmpresaDaCarga = (session: RequestSession, carga: Carga) => same(session.ownerId, carga.ownerId);

  /** The uploader companies whose attachments the caller sees: every one for the load's company. */
  const autoresVisiveis = (session: RequestSession, carga: Carga) =>
    daEmpresaDaCarga(session, carga) ? undefined : [carga.ownerId, session.ownerId];

  function visivel(session: RequestSession, carga: Carga, row: AnexoRow): boolean {
    const autores = autoresVisiveis(session, carga);
    return !autores || autores.some((owner) => same(owner, row.autorOwnerId));
  }

  function podeExcluir(session: RequestSession, carga: Carga, row: AnexoRow): boolean {
    if (same(row.createdBy, session.userId)) return true;
    return daEmpresaDaCarga(session, carga) && session.role === Role.Administrador;
  }

  function toAnexo(session: RequestSession, carga: Carga, row: AnexoRow): TCargaAnexo {
    return {
      id: row.id,
      nome: row.nome,
      nomeArquivo: nomeDoArquivo(row.nome, row.contentType),
      contentType: row.contentType,
      tamanho: row.tamanho,
      imagem: isAnexoImagem(row.contentType),
      ofertaCargaRotaId: row.cargaRotaId,
      enviadoPor: { id: row.createdBy, nome: row.usuarioNome },
      empresa: row.empresaNome,
      criadoEm: row.createdAt.toISOString(),
      podeExcluir: podeExcluir(session, carga, row),
    };
  }

  async function anexoVisivel(session: RequestSession, carga: Carga, anexoId: string): Promise<AnexoRow> {
    const row = await repository.find(carga.id, anexoId);
    if (!row || !visivel(session, carga, row)) throw new AppError('NOT_FOUND', ANEXO_MESSAGES.naoEncontrado);
    return row;
  }

  /** The company named in the history when a carrier acts on a shipper's load. */
  async function empresaDoAutor(session: RequestSession, carga: Carga): Promise<string | undefined> {
    return daEmpresaDaCarga(session, carga) ? undefined : repository.ownerNome(session.ownerId);
  }

  /** The file of the body: decoded and checked (type by its bytes, size); 400/413 with the domain's message. */
  function arquivoDoCorpo(body: TAnexoAdicionalBody) {
    const decoded = decodeBase64DataUrl(body.anexo);
    if (!decoded) {
      const declaraImagem = /^data:image\//i.test(body.anexo.trimStart());
      throw new AppError(
        'VALIDATION',
        declaraImagem ? ANEXO_MESSAGES.imagemInvalida : MESSAGES.invalidFormat,
      );
    }
    const check = verificarAnexo({ nome: body.nome, contentType: decoded.contentType, bytes: decoded.data });
    if (!check.ok) {
      throw new AppError(check.motivo === 'tamanho' ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION', check.message);
    }
    return { data: decoded.data, tipo: check.tipo };
  }

  return {
    async list(session: RequestSession, cargaId: string): Promise<TCargaAnexo[]> {
      const carga = await cargaVisivel(session, cargaId);
      const rows = await repository.list(carga.id, autoresVisiveis(session, carga));
      return rows.map((row) => toAnexo(session, carga, row));
    },

    /**
     * Stores the file, then its row and history entry in one transaction; when the row cannot be written
     * the stored object is removed again (nothing is left behind).
     */
    async create(
      session: RequestSession,
      cargaId: string,
      body: TAnexoAdicionalBody,
    ): Promise<TCargaAnexoCriado> {
      const carga = await cargaVisivel(session, cargaId);
      const rotaId = body.ofertaCargaRotaId ?? null;
      if (rotaId && !(await repository.rotaDaCarga(carga.id, rotaId))) {
        throw new AppError('VALIDATION', ANEXO_MESSAGES.rotaDeOutraCarga);
      }
      const { data, tipo } = arquivoDoCorpo(body);

      const id = randomUUID();
      const storageKey = anexoStorageKey(carga.ownerId, carga.id, id);
      // Read before the transaction: the embedded database serves one query at a time.
      const descricao = anexoDescricao.adicionado(
        body.nome,
        session.claims.nome,
        await empresaDoAutor(session, carga),
      );
      await storage.put(storageKey, data, { contentType: tipo.contentType });
      try {
        await ctx.writer.transaction(async (tx) => {
          await createAnexosRepository(tx).insert({
            id,
            ownerId: carga.ownerId,
            cargaId: carga.id,
            cargaRotaId: rotaId,
            autorOwnerId: session.ownerId,
            nome: body.nome,
            contentType: tipo.contentType,
            tamanho: data.length,
            storageKey,
            createdBy: session.userId,
          });
          await registrarHistorico(tx, {
            cargaId: carga.id,
            ownerId: carga.ownerId,
            usuarioId: session.userId,
            acao: 'anexo-adicionado',
            descricao,
            dados: {
              anexoId: id,
              nome: body.nome,
              contentType: tipo.contentType,
              tamanho: data.length,
              rotaId,
            },
          });
        });
      } catch (error) {
        await storage.delete(storageKey).catch((cleanup) => onStorageError(cleanup, storageKey));
        // The load or the route point was deleted meanwhile.
        if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND');
        throw error;
      }
      const row = await repository.find(carga.id, id);
      if (!row) throw new AppError('NOT_FOUND');
      return { message: ANEXO_MESSAGES.cadastrado, anexo: toAnexo(session, carga, row) };
    },

    /** The attachment's row and its bytes; 404 when either is missing. */
    async arquivo(
      session: RequestSession,
      cargaId: string,
      anexoId: string,
    ): Promise<{ anexo: TCargaAnexo; objeto: StoredObject }> {
      const carga = await cargaVisivel(session, cargaId);
      const row = await anexoVisivel(session, carga, anexoId);
      const objeto = await storage.get(row.storageKey);
      if (!objeto) {
        onStorageError(new Error('anexo sem arquivo no armazenamento'), row.storageKey);
        throw new AppError('NOT_FOUND', ANEXO_MESSAGES.naoEncontrado);
      }
      return { anexo: toAnexo(session, carga, row), objeto };
    },

    /**
     * Deletes the row (with its history entry), then the stored bytes. A failure removing the bytes is
     * logged only: the attachment is gone for every reader, the object is an orphan to clean later.
     */
    async remove(session: RequestSession, cargaId: string, anexoId: string): Promise<TCargaAnexoExcluido> {
      const carga = await cargaVisivel(session, cargaId);
      const row = await anexoVisivel(session, carga, anexoId);
      if (!podeExcluir(session, carga, row)) throw new AppError('FORBIDDEN', ANEXO_MESSAGES.exclusaoNegada);
      const descricao = anexoDescricao.excluido(
        row.nome,
        session.claims.nome,
        await empresaDoAutor(session, carga),
      );
      const removed = await ctx.writer.transaction(async (tx) => {
        if (!(await createAnexosRepository(tx).delete(carga.id, row.id))) return false;
        await registrarHistorico(tx, {
          cargaId: carga.id,
          ownerId: carga.ownerId,
          usuarioId: session.userId,
          acao: 'anexo-excluido',
          descricao,
          dados: { anexoId: row.id, nome: row.nome },
        });
        return true;
      });
      if (!removed) throw new AppError('NOT_FOUND', ANEXO_MESSAGES.naoEncontrado);
      await storage.delete(row.storageKey).catch((error) => onStorageError(error, row.storageKey));
      return { message: ANEXO_MESSAGES.excluido };
    },
  };
}

export type AnexosService = ReturnType<typeof createAnexosService>;
