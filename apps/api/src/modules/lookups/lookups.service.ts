import {
  documentAlreadyExistsMessage,
  invalidDocumentMessage,
  isValidCnpj,
  MESSAGES,
  MODELO_DOCUMENTO_LABELS,
  MODELO_DOCUMENTO_TODOS,
  ModeloDocumento,
  normalizeCnpj,
  type TConsultaCnpjResponse,
  type TEndereco,
  type TLookupItem,
  type TLookupValor,
  type TLookupValorCreateRequest,
  type TLookupValorUpdateRequest,
  UNIDADE_MEDIDA_LABELS,
  UnidadeMedida,
} from '@embarca/domain';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-constraint-errors';
import type { RequestSession } from '../../plugins/authenticate';
import type { CepProvider, CnpjProvider } from './lookups.providers';
import type { LookupsRepository } from './lookups.repository';

export interface LookupsServiceDeps {
  repository: LookupsRepository;
  cep: CepProvider;
  cnpj: CnpjProvider;
}

const valorTaken = () => new AppError('CONFLICT', documentAlreadyExistsMessage('valor'));

/** Lookups and utilities (01 §7 "Preferences, lookups and utilities"). */
export function createLookupsService({ repository, cep, cnpj }: LookupsServiceDeps) {
  async function ownValor(session: RequestSession, id: string): Promise<TLookupValor> {
    const valor = await repository.findOwnValor(session.ownerId, id);
    if (!valor) throw new AppError('NOT_FOUND');
    return valor;
  }

  return {
    /** GET /tipo?tipo: the active product-wide values and the company's own, by text. */
    listItems: (session: RequestSession, tipo: number): Promise<TLookupItem[]> =>
      repository.listItems(session.ownerId, tipo),

    listValores: (session: RequestSession, tipo: number): Promise<TLookupValor[]> =>
      repository.listValores(session.ownerId, tipo),

    async createValor(session: RequestSession, input: TLookupValorCreateRequest): Promise<TLookupValor> {
      if (await repository.textoTaken(session.ownerId, input.tipo, input.texto)) throw valorTaken();
      // Two creations at once may pick the same next valor: the unique index refuses one, retry it once.
      for (let attempt = 1; ; attempt++) {
        try {
          return await repository.insertValor(session.ownerId, input.tipo, input.texto);
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 2) throw error;
        }
      }
    },

    async updateValor(
      session: RequestSession,
      id: string,
      input: TLookupValorUpdateRequest,
    ): Promise<TLookupValor> {
      const current = await ownValor(session, id);
      if (await repository.textoTaken(session.ownerId, current.tipo, input.texto, id)) throw valorTaken();
      await repository.updateValor(session.ownerId, id, input);
      return ownValor(session, id);
    },

    /** Deletes one of the company's own values that nothing uses ('O registro não pode ser alterado' otherwise). */
    async deleteValor(session: RequestSession, id: string): Promise<void> {
      const current = await ownValor(session, id);
      if (await repository.valorInUse(session.ownerId, current.tipo, current.valor)) {
        throw new AppError('CONFLICT', MESSAGES.recordLocked);
      }
      await repository.deleteValor(session.ownerId, id);
    },

    /** GET unidadeMedidas?combustivel: fuel in litres only; other loads m³ or litres. */
    unidadeMedidas(combustivel: boolean): TLookupItem[] {
      const codes = combustivel ? [UnidadeMedida.Litros] : [UnidadeMedida.MetroCubico, UnidadeMedida.Litros];
      return codes.map((valor) => ({ valor, texto: UNIDADE_MEDIDA_LABELS[valor] }));
    },

    /** GET modelosDocumento?opTodos: fiscal document models; 'Todos' first when asked. */
    modelosDocumento(opTodos: boolean): TLookupItem[] {
      const items = Object.values(ModeloDocumento).map((valor) => ({
        valor,
        texto: MODELO_DOCUMENTO_LABELS[valor],
      }));
      return opTodos ? [{ ...MODELO_DOCUMENTO_TODOS }, ...items] : items;
    },

    async findCep(value: string): Promise<TEndereco> {
      const endereco = await cep.findCep(value);
      if (!endereco) throw new AppError('NOT_FOUND', MESSAGES.cepNotFound);
      return endereco;
    },

    async findCnpj(value: string): Promise<TConsultaCnpjResponse> {
      if (!isValidCnpj(value)) throw new AppError('VALIDATION', invalidDocumentMessage('CNPJ'));
      const empresa = await cnpj.findCnpj(normalizeCnpj(value));
      if (!empresa) throw new AppError('NOT_FOUND', MESSAGES.noResults);
      return empresa;
    },
  };
}

export type LookupsService = ReturnType<typeof createLookupsService>;
