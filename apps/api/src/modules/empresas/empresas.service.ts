import {
  documentAlreadyExistsMessage,
  EMPRESA_IMPORT_MAX_ROWS,
  empresaImportRecordToInput,
  formatZodIssues,
  MESSAGES,
  ModoImportacao,
  type TEmpresa,
  type TEmpresaRequest,
  type TEmpresaResumo,
  type TEmpresaSearchAtivasRequest,
  type TEmpresaSearchRequest,
  type TEmpresaSearchResponse,
  type TImportErroLinha,
  type TImportResponse,
  TipoVinculo,
  type TParceiro,
  type TParceiroFindRequest,
  type TParceiroQuery,
  type TRestricaoEmpresa,
  ZEmpresaRequest,
} from '@embarca/domain';
import { AppError } from '../../lib/app-error';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-constraint-errors';
import { type LerPlanilha, lerRegistrosDaPlanilha } from '../../lib/planilha';
import type { RequestSession } from '../../plugins/authenticate';
import type { EmpresasRepository } from './empresas.repository';

export interface EmpresasServiceDeps {
  repository: EmpresasRepository;
  readSpreadsheet: LerPlanilha;
}

const cnpjTaken = () => new AppError('CONFLICT', documentAlreadyExistsMessage('CNPJ'));

/**
 * Companies of the caller's owner (01 §7 "Companies (empresa)"): every query is scoped by owner, so an id
 * of another tenant is simply not found (404). One CNPJ per owner: a duplicate answers 409
 * 'O CNPJ informado já está cadastrado no sistema!' and changes nothing.
 */
export function createEmpresasService({ repository, readSpreadsheet }: EmpresasServiceDeps) {
  async function get(session: RequestSession, id: string): Promise<TEmpresa> {
    const empresa = await repository.findById(session.ownerId, id);
    if (!empresa) throw new AppError('NOT_FOUND');
    return empresa;
  }

  return {
    list: (session: RequestSession) => repository.list(session.ownerId),
    get,

    async getByOwnerId(session: RequestSession): Promise<TEmpresa> {
      const empresa = await repository.findOwnCompany(session.ownerId);
      if (!empresa) throw new AppError('NOT_FOUND');
      return empresa;
    },

    async create(session: RequestSession, input: TEmpresaRequest): Promise<TEmpresa> {
      if (await repository.cnpjTaken(session.ownerId, input.cnpj)) throw cnpjTaken();
      try {
        return await repository.insert(session.ownerId, input);
      } catch (error) {
        if (isUniqueViolation(error)) throw cnpjTaken();
        throw error;
      }
    },

    async update(session: RequestSession, id: string, input: TEmpresaRequest): Promise<TEmpresa> {
      const current = await get(session, id);
      if (await repository.cnpjTaken(session.ownerId, input.cnpj, id)) throw cnpjTaken();
      // The owner's own company keeps its link ('própria').
      const values =
        current.tipoVinculo === TipoVinculo.Propria ? { ...input, tipoVinculo: TipoVinculo.Propria } : input;
      try {
        await repository.update(session.ownerId, id, values);
      } catch (error) {
        if (isUniqueViolation(error)) throw cnpjTaken();
        throw error;
      }
      return get(session, id);
    },

    async setAtivo(session: RequestSession, id: string, ativo: boolean): Promise<void> {
      if (!(await repository.findById(session.ownerId, id))) throw new AppError('NOT_FOUND');
      if (!ativo && (await repository.isAnchored(session.ownerId, id))) {
        throw new AppError('CONFLICT', MESSAGES.recordLocked);
      }
      await repository.setAtivo(session.ownerId, id, ativo);
    },

    /** Deletes a company no load, offer or business unit uses; else 409 'O registro não pode ser alterado'. */
    async remove(session: RequestSession, id: string): Promise<void> {
      if (!(await repository.findById(session.ownerId, id))) throw new AppError('NOT_FOUND');
      if (await repository.isAnchored(session.ownerId, id))
        throw new AppError('CONFLICT', MESSAGES.recordLocked);
      try {
        await repository.delete(session.ownerId, id);
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', MESSAGES.recordLocked);
        throw error;
      }
    },

    async search(session: RequestSession, request: TEmpresaSearchRequest): Promise<TEmpresaSearchResponse> {
      const { items, total } = await repository.search(session.ownerId, request);
      return { items, total, page: request.page, qtdItem: request.qtdItem };
    },

    listResumo: (
      session: RequestSession,
      filter: { ativos?: boolean | undefined; tipos?: number[] | undefined },
    ) =>
      repository.listResumo(session.ownerId, {
        ...(filter.ativos === undefined ? {} : { ativos: filter.ativos }),
        ...(filter.tipos ? { tipos: filter.tipos } : {}),
      }),
    searchAtivas: (session: RequestSession, request: TEmpresaSearchAtivasRequest) =>
      repository.searchAtivas(session.ownerId, request),
    /** GET /empresaEmbarcadora: the shipper's own companies (its sites). */
    empresasEmbarcadora: (session: RequestSession): Promise<TEmpresaResumo[]> =>
      repository.listProprias(session.ownerId),
    portalAgendamento: (session: RequestSession) => repository.listPortalAgendamento(session.ownerId),
    restricaoByOwner: (session: RequestSession): Promise<TRestricaoEmpresa[]> =>
      repository.listRestricoes(session.ownerId),
    restricaoByEmpresas: (session: RequestSession, ids: string[]): Promise<TRestricaoEmpresa[]> =>
      repository.listRestricoes(session.ownerId, ids),

    /** GET /usuario/grupoEmpresa[?empresaId]: the company group (the owner's own companies). */
    grupoEmpresa: (session: RequestSession, empresaId?: string) =>
      repository.listProprias(session.ownerId, empresaId),
    /** GET /usuario/acessoTomadores: the service takers (clients) the company's users work for. */
    acessoTomadores: (session: RequestSession) =>
      repository.listByVinculo(session.ownerId, TipoVinculo.Cliente),

    /**
     * POST /empresa/imports: reads the sheet 'Dados' (else the first), trims the column names, validates
     * every row with the company form's schema and checks CNPJ duplicates (in the file and already
     * registered). 'preview' writes nothing; 'importar' inserts the valid rows in one transaction.
     */
    async importSpreadsheet(
      session: RequestSession,
      file: Buffer,
      modo: (typeof ModoImportacao)[keyof typeof ModoImportacao],
    ): Promise<TImportResponse> {
      const { aba, registros: numbered } = await lerRegistrosDaPlanilha(
        readSpreadsheet,
        file,
        EMPRESA_IMPORT_MAX_ROWS,
      );

      const parsed = numbered.map(({ linha, record }) => ({
        linha,
        result: ZEmpresaRequest.safeParse(empresaImportRecordToInput(record)),
      }));
      const validCnpjs = parsed.flatMap(({ result }) => (result.success ? [result.data.cnpj] : []));
      const registered = await repository.existingCnpjs(session.ownerId, validCnpjs);

      const erros: TImportErroLinha[] = [];
      const validas: TEmpresaRequest[] = [];
      const seen = new Set<string>();
      for (const { linha, result } of parsed) {
        if (!result.success) {
          erros.push({ linha, mensagens: [...new Set(formatZodIssues(result.error.issues))] });
        } else if (registered.has(result.data.cnpj) || seen.has(result.data.cnpj)) {
          erros.push({ linha, mensagens: [documentAlreadyExistsMessage('CNPJ')] });
        } else {
          seen.add(result.data.cnpj);
          validas.push(result.data);
        }
      }

      let importadas = 0;
      if (modo === ModoImportacao.Importar) {
        try {
          importadas = await repository.insertMany(session.ownerId, validas);
        } catch (error) {
          if (isUniqueViolation(error)) throw cnpjTaken();
          throw error;
        }
      }
      return { modo, aba, total: parsed.length, validas: validas.length, importadas, erros };
    },

    // Partners (/parceiro)

    listParceiros: (session: RequestSession, query: TParceiroQuery): Promise<TParceiro[]> =>
      repository.listParceiros(session.ownerId, {
        ...(query.query ? { query: query.query } : {}),
        incluirMeuOwner: query.incluirMeuOwner ?? false,
        apenasVinculados: query.apenasVinculados ?? false,
      }),

    async findParceiros(session: RequestSession, request: TParceiroFindRequest): Promise<TParceiro[]> {
      if (request.ids.length === 0) return [];
      return repository.listParceiros(session.ownerId, {
        incluirMeuOwner: true,
        apenasVinculados: request.apenasVinculados,
        ids: request.ids,
      });
    },
  };
}

export type EmpresasService = ReturnType<typeof createEmpresasService>;
