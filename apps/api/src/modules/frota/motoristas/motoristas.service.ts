import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import {
  documentAlreadyExistsMessage,
  hojeEmSaoPaulo,
  MOTORISTA_FOTO_TAMANHO_MAXIMO,
  MOTORISTA_MESSAGES,
  situacaoCnh,
  type TMotorista,
  type TMotoristaRequest,
  type TMotoristaSearchRequest,
  type TMotoristaSearchResponse,
  tipoDaImagem,
} from '@embarca/domain';
import { AppError, fieldError } from '../../../lib/app-error';
import { decodeBase64DataUrl } from '../../../lib/data-url';
import { isUniqueViolation } from '../../../lib/pg-constraint-errors';
import type { ObjectStorage, StoredObject } from '../../../lib/storage';
import type { RequestSession } from '../../../plugins/authenticate';
import type { FrotaAccess } from '../frota.access';
import type { MotoristasRepository } from './motoristas.repository';

export interface MotoristasServiceDeps {
  repository: MotoristasRepository;
  access: FrotaAccess;
  storage: ObjectStorage;
  /** A storage clean-up that failed (an old photo left orphaned): logged. */
  onStorageError?: (error: unknown, key: string) => void;
  now?: () => Date;
  /** The company's notice window in days (the `DiasAvisoVencimento` preference): a CNH "a vencer" within it. */
  diasAviso: (ownerId: string) => Promise<number>;
}

const cpfEmUso = () => new AppError('CONFLICT', documentAlreadyExistsMessage('CPF'));

/** Where a driver's photo lives: under the owner and the driver, a new name per upload (no stale caches). */
function fotoKey(ownerId: string, motoristaId: string): string {
  return `motoristas/${ownerId}/${motoristaId}/foto-${crypto.randomUUID()}`;
}

/**
 * The drivers' management (issue 18): the company's own drivers only — another company's id is 404
 * (the fleet gate). One CPF per company: a duplicate answers 409 'O CPF informado já está cadastrado no
 * sistema!', also when two requests race (the unique index). A third party's carrier must be one of the
 * company's active carriers.
 */
export function createMotoristasService({
  repository,
  access,
  storage,
  onStorageError = () => undefined,
  now = () => new Date(),
  diasAviso,
}: MotoristasServiceDeps) {
  /** The rows as answered: each with its CNH state today under the company's window. */
  function comSituacaoCnh<T extends { cnhValidade: string | null }>(rows: T[], dias: number) {
    const hoje = hojeEmSaoPaulo(now());
    return rows.map((row) => ({ ...row, situacaoCnh: situacaoCnh(row.cnhValidade, hoje, dias) }));
  }

  async function get(session: RequestSession, id: string): Promise<TMotorista> {
    await access.motorista(session, id);
    const [row, dias] = await Promise.all([repository.get(session.ownerId, id), diasAviso(session.ownerId)]);
    if (!row) throw new AppError('NOT_FOUND');
    return comSituacaoCnh([row], dias)[0] as TMotorista;
  }

  async function checarTransportadora(session: RequestSession, input: TMotoristaRequest) {
    if (
      input.transportadoraEmpresaId &&
      !(await repository.transportadoraAtiva(session.ownerId, input.transportadoraEmpresaId))
    ) {
      throw fieldError('transportadoraEmpresaId', MOTORISTA_MESSAGES.transportadoraInvalida);
    }
  }

  return {
    get,

    async search(session: RequestSession, query: TMotoristaSearchRequest): Promise<TMotoristaSearchResponse> {
      const dias = await diasAviso(session.ownerId);
      const { items, total } = await repository.search(session.ownerId, query, hojeEmSaoPaulo(now()), dias);
      return { items: comSituacaoCnh(items, dias), total, page: query.page, qtdItem: query.qtdItem };
    },

    async create(session: RequestSession, input: TMotoristaRequest): Promise<TMotorista> {
      await checarTransportadora(session, input);
      if (await repository.cpfEmUso(session.ownerId, input.cpf)) throw cpfEmUso();
      let id: string;
      try {
        id = await repository.insert(session.ownerId, input);
      } catch (error) {
        if (isUniqueViolation(error)) throw cpfEmUso();
        throw error;
      }
      return get(session, id);
    },

    async update(session: RequestSession, id: string, input: TMotoristaRequest): Promise<TMotorista> {
      await access.motorista(session, id);
      await checarTransportadora(session, input);
      if (await repository.cpfEmUso(session.ownerId, input.cpf, id)) throw cpfEmUso();
      try {
        await repository.update(session.ownerId, id, input);
      } catch (error) {
        if (isUniqueViolation(error)) throw cpfEmUso();
        throw error;
      }
      return get(session, id);
    },

    async setAtivo(session: RequestSession, id: string, ativo: boolean): Promise<TMotorista> {
      await access.motorista(session, id);
      await repository.setAtivo(session.ownerId, id, ativo);
      return get(session, id);
    },

    /** Replaces the photo: a JPEG, PNG or WebP by its bytes, at most 2 MB; the old object is removed after. */
    async setFoto(session: RequestSession, id: string, foto: string): Promise<TMotorista> {
      const motorista = await access.motorista(session, id);
      const decoded = decodeBase64DataUrl(foto);
      if (!decoded || decoded.data.length === 0) throw fieldError('foto', MOTORISTA_MESSAGES.fotoVazia);
      const tipo = tipoDaImagem(decoded.data);
      if (!tipo) throw fieldError('foto', MOTORISTA_MESSAGES.fotoTipo);
      if (decoded.data.length > MOTORISTA_FOTO_TAMANHO_MAXIMO) {
        throw new AppError('PAYLOAD_TOO_LARGE', MOTORISTA_MESSAGES.fotoTamanho);
      }
      const key = fotoKey(session.ownerId, id);
      await storage.put(key, decoded.data, { contentType: tipo });
      try {
        await repository.setFoto(session.ownerId, id, key);
      } catch (error) {
        await storage.delete(key).catch((cleanup) => onStorageError(cleanup, key));
        throw error;
      }
      const anterior = motorista.fotoChave;
      if (anterior) await storage.delete(anterior).catch((error) => onStorageError(error, anterior));
      return get(session, id);
    },

    async removeFoto(session: RequestSession, id: string): Promise<TMotorista> {
      const motorista = await access.motorista(session, id);
      await repository.setFoto(session.ownerId, id, null);
      const anterior = motorista.fotoChave;
      if (anterior) await storage.delete(anterior).catch((error) => onStorageError(error, anterior));
      return get(session, id);
    },

    /** The photo's bytes and type (by its bytes, as stored); 404 when the driver has none. */
    async foto(session: RequestSession, id: string): Promise<{ objeto: StoredObject; contentType: string }> {
      const motorista = await access.motorista(session, id);
      const objeto = motorista.fotoChave ? await storage.get(motorista.fotoChave) : null;
      if (!objeto) throw new AppError('NOT_FOUND', MOTORISTA_MESSAGES.semFoto);
      const chunks: Buffer[] = [];
      for await (const chunk of objeto.stream) chunks.push(Buffer.from(chunk as Uint8Array));
      const data = Buffer.concat(chunks);
      const contentType = tipoDaImagem(data) ?? 'application/octet-stream';
      return { objeto: { stream: Readable.from([data]), size: data.length }, contentType };
    },
  };
}

export type MotoristasService = ReturnType<typeof createMotoristasService>;
