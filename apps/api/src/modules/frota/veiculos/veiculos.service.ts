import { randomUUID } from 'node:crypto';
import {
  ANEXO_MESSAGES,
  capacidadeDoConjunto,
  diasAvisoVencimento,
  FIELD_LABELS,
  formatPlate,
  INTEGRACAO_VEICULOS,
  MESSAGES,
  PropriedadeVeiculo,
  propriedadeDoVeiculo,
  situacaoDocumentoVeiculo,
  type TConjuntoRequest,
  TipoLookup,
  type TVeiculo,
  type TVeiculoDocumentoRequest,
  type TVeiculoRequest,
  type TVeiculoSearchRequest,
  type TVeiculoSearchResponse,
  VEICULO_MESSAGES,
  verificarAnexo,
} from '@embarca/domain';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { decodeBase64DataUrl } from '../../../lib/data-url';
import { isUniqueViolation } from '../../../lib/pg-constraint-errors';
import type { ObjectStorage, StoredObject } from '../../../lib/storage';
import type { RequestSession } from '../../../plugins/authenticate';
import { createAlocacaoRepository } from '../../cargas/acoes/alocacao.repository';
import { createPreferenciasRepository } from '../../preferencias/preferencias.repository';
import type { FrotaAccess } from '../frota.access';
import { createFrotaRepository } from '../frota.repository';
import { createVencimentosRepository } from '../vencimentos/vencimentos.repository';
import { createVeiculosRepository, type NovoVeiculo, type VeiculoRow } from './veiculos.repository';

/** No load to leave out when asking the allocation's repository which vehicles are in use. */
const NENHUMA_CARGA = '00000000-0000-0000-0000-000000000000';

const numero = (value: string | null) => (value === null ? null : Number(value));

/** The lookup columns of the body and their kinds (each value must exist for the company). */
const LOOKUPS = [
  ['tipoVeiculo', TipoLookup.TipoVeiculo],
  ['tipoCarroceria', TipoLookup.Carroceria],
  ['categoria', TipoLookup.CategoriaVeiculo],
  ['marca', TipoLookup.Marca],
  ['rastreador', TipoLookup.Rastreador],
  ['gerenciadoraRisco', TipoLookup.GerenciadoraRisco],
  ['tracao', TipoLookup.Tracao],
  ['tipoEquipamento', TipoLookup.Equipamento],
] as const;

/** A 400 naming the vehicle's field with its label (the shared FIELD_LABELS, as every validation message). */
const campoInvalido = (
  campo: keyof TVeiculoRequest | 'equipamentoIds' | 'validade',
  texto: string = MESSAGES.invalidValue,
) => new AppError('VALIDATION', `${FIELD_LABELS[campo] ?? campo}: ${texto}`);

const placaTomada = () => new AppError('CONFLICT', MESSAGES.vehicleAlreadyExists);

/** Today in São Paulo as 'yyyy-MM-dd' (a document expires at the end of its day there). */
function hojeEmSaoPaulo(agora: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(agora);
}

/**
 * The vehicle and equipment screen (issue 18) under /api/frota/veiculos: search, one, create, edit,
 * activate/deactivate, the set (PUT /{id}/conjunto) and the documents with their attachment. Every id goes
 * through the fleet's gate (another company's → 404); writes run in one transaction each, locking the rows
 * they change (a set's equipment in id order).
 */
export function createVeiculosService({
  db,
  access,
  storage,
  onStorageError = () => {},
}: {
  db: Database;
  access: FrotaAccess;
  storage: ObjectStorage;
  onStorageError?: (error: unknown, key: string) => void;
}) {
  const repository = createVeiculosRepository(db);
  const vencimentosRepository = createVencimentosRepository(db);

  /** The API's shape of rows read by `repository.linhas`/`search` (members, documents, use: one query each). */
  async function montar(
    ownerId: string,
    linhas: Awaited<ReturnType<typeof repository.linhas>>,
  ): Promise<TVeiculo[]> {
    const ids = linhas.map((linha) => linha.veiculo.id);
    const [membros, documentos, usos, diasAviso] = await Promise.all([
      repository.membros(ids),
      repository.documentos(ids),
      createAlocacaoRepository(db).listUsos({
        veiculoIds: ids,
        motoristaIds: [],
        exceptCargaId: NENHUMA_CARGA,
      }),
      // "A vencer" from the company's own notice window (the DiasAvisoVencimento preference).
      vencimentosRepository.diasAviso(ownerId).then(diasAvisoVencimento),
    ]);
    const emUso = new Set<string>();
    for (const uso of usos) {
      if (uso.veiculoId) emUso.add(uso.veiculoId);
      for (const id of uso.equipamentoIds) emUso.add(id);
    }
    const hoje = hojeEmSaoPaulo();
    return linhas.map(({ veiculo: v, ...textos }) => {
      const conjunto = membros
        .filter((membro) => membro.tracionadorId === v.id)
        .map((membro, index) => ({
          id: membro.id,
          placa: membro.placa,
          posicao: membro.posicao ?? index + 1,
          tipoEquipamento: membro.tipoEquipamento,
          tipoEquipamentoTexto: membro.tipoEquipamentoTexto,
          capacidadeKg: numero(membro.capacidadeKg),
          capacidadeM3: numero(membro.capacidadeM3),
          ativo: membro.ativo,
        }));
      const capacidadeKg = numero(v.capacidadeKg);
      const capacidadeM3 = numero(v.capacidadeM3);
      return {
        id: v.id,
        placa: v.placa,
        renavam: v.renavam,
        cadastro: v.tipoEquipamento === null ? 'veiculo' : 'equipamento',
        tipoVeiculo: v.tipoVeiculo,
        tipoVeiculoTexto: textos.tipoVeiculoTexto,
        tipoCarroceria: v.tipoCarroceria,
        tipoCarroceriaTexto: textos.tipoCarroceriaTexto,
        categoria: v.categoria,
        marca: v.marca,
        marcaTexto: textos.marcaTexto,
        modelo: v.modelo,
        ano: v.ano,
        rastreador: v.rastreador,
        rastreadorDispositivo: v.rastreadorDispositivo,
        gerenciadoraRisco: v.gerenciadoraRisco,
        tracao: v.tracao,
        tipoEquipamento: v.tipoEquipamento,
        tipoEquipamentoTexto: textos.tipoEquipamentoTexto,
        eixos: v.eixos,
        capacidadeKg,
        capacidadeM3,
        taraKg: numero(v.taraKg),
        propriedade: propriedadeDoVeiculo(v),
        transportadoraEmpresaId: v.transportadoraEmpresaId,
        transportadoraNome: textos.transportadoraNome,
        rntrc: v.rntrc,
        ativo: v.ativo,
        emUso: emUso.has(v.id),
        tracionador:
          v.tracionadorId && textos.tracionadorPlaca
            ? { id: v.tracionadorId, placa: textos.tracionadorPlaca }
            : null,
        conjunto,
        capacidadeConjunto: capacidadeDoConjunto([{ capacidadeKg, capacidadeM3 }, ...conjunto]),
        documentos: documentos
          .filter((documento) => documento.veiculoId === v.id)
          .map((documento) => ({
            id: documento.id,
            tipo: documento.tipo,
            numero: documento.numero,
            descricao: documento.descricao,
            validade: documento.validade,
            situacao: situacaoDocumentoVeiculo(documento.validade, hoje, diasAviso),
            arquivo:
              documento.arquivoChave && documento.arquivoNome && documento.arquivoTipo
                ? {
                    nome: documento.arquivoNome,
                    tipo: documento.arquivoTipo,
                    tamanho: documento.arquivoTamanho ?? 0,
                  }
                : null,
          })),
      } satisfies TVeiculo;
    });
  }

  async function get(session: RequestSession, id: string): Promise<TVeiculo> {
    await access.veiculo(session, id);
    const [veiculo] = await montar(session.ownerId, await repository.linhas(session.ownerId, [id]));
    if (!veiculo) throw new AppError('NOT_FOUND');
    return veiculo;
  }

  /** Manual create/edit are off while the company's vehicles come from an integration (409, see ARCHITECTURE). */
  async function exigirSemIntegracao(session: RequestSession) {
    const preferencia = await createPreferenciasRepository(db).findOwner(
      session.ownerId,
      INTEGRACAO_VEICULOS,
    );
    if (preferencia?.valor === true) throw new AppError('CONFLICT', MESSAGES.vehicleIntegrationEnabled);
  }

  /** The body's checks against the company's data (lookups, carrier, plate), before any write. */
  async function validar(session: RequestSession, input: TVeiculoRequest, exceptId?: string) {
    const pares = LOOKUPS.flatMap(([campo, tipo]) => {
      const valor = input[campo];
      return valor === null ? [] : [{ campo, tipo, valor }];
    });
    const existentes = await repository.lookupsExistentes(session.ownerId, pares);
    const faltando = pares.find((par) => !existentes.has(`${par.tipo}:${par.valor}`));
    if (faltando) throw campoInvalido(faltando.campo);
    if (input.transportadoraEmpresaId) {
      const empresa = await createFrotaRepository(db).findEmpresa(
        session.ownerId,
        input.transportadoraEmpresaId,
      );
      if (!empresa?.transportadoraAtiva) {
        throw new AppError('VALIDATION', VEICULO_MESSAGES.transportadoraInvalida);
      }
    }
    if (await repository.placaTomada(session.ownerId, input.placa, exceptId)) throw placaTomada();
  }

  const colunas = (input: TVeiculoRequest): NovoVeiculo => {
    const { propriedade, ...values } = input;
    return {
      ...values,
      frota: propriedade === PropriedadeVeiculo.FrotaContratada,
      capacidadeKg: input.capacidadeKg === null ? null : String(input.capacidadeKg),
      capacidadeM3: input.capacidadeM3 === null ? null : String(input.capacidadeM3),
      taraKg: input.taraKg === null ? null : String(input.taraKg),
    };
  };

  /** The document's attachment: decoded and checked as the load's attachments are (type by its bytes, size). */
  function arquivoDoCorpo(arquivo: NonNullable<TVeiculoDocumentoRequest['arquivo']>) {
    const decoded = decodeBase64DataUrl(arquivo.conteudo);
    if (!decoded) throw new AppError('VALIDATION', `Arquivo: ${MESSAGES.invalidFormat}`);
    const check = verificarAnexo({
      nome: arquivo.nome,
      contentType: decoded.contentType,
      bytes: decoded.data,
    });
    if (!check.ok) {
      throw new AppError(
        check.motivo === 'tamanho' ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION',
        `Arquivo: ${check.message}`,
      );
    }
    return { data: decoded.data, contentType: check.tipo.contentType, nome: arquivo.nome };
  }

  const chaveDoArquivo = (ownerId: string, veiculoId: string, documentoId: string) =>
    `veiculos/${ownerId}/${veiculoId}/${documentoId}-${randomUUID()}`;

  async function documentoDoVeiculo(session: RequestSession, veiculoId: string, documentoId: string) {
    const veiculo = await access.veiculo(session, veiculoId);
    const documento = await repository.documento(veiculo.id, documentoId);
    if (!documento) throw new AppError('NOT_FOUND');
    return { veiculo, documento };
  }

  return {
    get,

    async search(session: RequestSession, request: TVeiculoSearchRequest): Promise<TVeiculoSearchResponse> {
      const { items, total } = await repository.search(session.ownerId, request);
      return {
        items: await montar(session.ownerId, items),
        total,
        page: request.page,
        qtdItem: request.qtdItem,
      };
    },

    async create(session: RequestSession, input: TVeiculoRequest): Promise<TVeiculo> {
      await exigirSemIntegracao(session);
      await validar(session, input);
      let id: string;
      try {
        id = await repository.insert(session.ownerId, colunas(input));
      } catch (error) {
        // Two requests with the same plate at once: the unique index decides.
        if (isUniqueViolation(error)) throw placaTomada();
        throw error;
      }
      return get(session, id);
    },

    async update(session: RequestSession, id: string, input: TVeiculoRequest): Promise<TVeiculo> {
      await access.veiculo(session, id);
      await exigirSemIntegracao(session);
      await validar(session, input, id);
      try {
        await db.transaction(async (tx) => {
          const atual = await access.veiculo(session, id, { tx, forUpdate: true });
          const repo = createVeiculosRepository(tx as unknown as Database);
          if (input.tipoEquipamento !== null && atual.tipoEquipamento === null) {
            if ((await repo.travarMembros(atual.id)).length > 0) {
              throw new AppError('CONFLICT', VEICULO_MESSAGES.conjuntoNaoVazio);
            }
          }
          if (input.tipoEquipamento === null && atual.tracionadorId) {
            const [tracionador] = await repo.travar(session.ownerId, [atual.tracionadorId]);
            throw new AppError(
              'CONFLICT',
              VEICULO_MESSAGES.equipamentoAcoplado(formatPlate(tracionador?.placa)),
            );
          }
          await repo.update(session.ownerId, id, colunas(input));
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw placaTomada();
        throw error;
      }
      return get(session, id);
    },

    /**
     * Deactivating uncouples: an equipment leaves its set, a traction vehicle's set is undone (an inactive
     * row is offered to no allocation, so a set through it would promise a capacity nobody can use).
     */
    async setAtivo(session: RequestSession, id: string, ativo: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        const veiculo = await access.veiculo(session, id, { tx, forUpdate: true });
        const repo = createVeiculosRepository(tx as unknown as Database);
        if (!ativo) {
          if (veiculo.tracionadorId) await repo.desacoplar({ ids: [veiculo.id] });
          const membros = await repo.travarMembros(veiculo.id);
          if (membros.length > 0) await repo.desacoplar({ tracionadorId: veiculo.id });
        }
        await repo.update(session.ownerId, id, { ativo });
      });
    },

    /**
     * PUT /{id}/conjunto: the traction vehicle's equipment, in order ([] undoes the set). Each equipment is
     * the company's (else 404), active, and in no other set (409 naming both plates); the rows are locked in
     * the transaction, so two couplings of one equipment run one after the other and the second sees the first.
     */
    async conjunto(
      session: RequestSession,
      id: string,
      { equipamentoIds }: TConjuntoRequest,
    ): Promise<TVeiculo> {
      await db.transaction(async (tx) => {
        const repo = createVeiculosRepository(tx as unknown as Database);
        const [tracionador, ...equipamentos] = await repo
          .travar(session.ownerId, [id, ...equipamentoIds])
          .then((rows) => {
            const porId = new Map(rows.map((row) => [row.id, row]));
            return [id, ...equipamentoIds].map((chave) => porId.get(chave));
          });
        if (!tracionador || equipamentos.some((equipamento) => !equipamento)) throw new AppError('NOT_FOUND');
        if (equipamentoIds.includes(id) || tracionador.tipoEquipamento !== null) {
          throw new AppError('CONFLICT', VEICULO_MESSAGES.equipamentoNaoTraciona);
        }
        if (!tracionador.ativo && equipamentoIds.length > 0) {
          throw new AppError('CONFLICT', VEICULO_MESSAGES.tracionadorInativo);
        }
        const outros = new Map<string, VeiculoRow>();
        for (const equipamento of equipamentos as VeiculoRow[]) {
          const placa = formatPlate(equipamento.placa);
          if (equipamento.tipoEquipamento === null) {
            throw new AppError('CONFLICT', VEICULO_MESSAGES.naoEquipamento(placa));
          }
          if (!equipamento.ativo) throw new AppError('CONFLICT', VEICULO_MESSAGES.equipamentoInativo(placa));
          if (equipamento.tracionadorId && equipamento.tracionadorId !== id) {
            const outro =
              outros.get(equipamento.tracionadorId) ??
              (await repo.travar(session.ownerId, [equipamento.tracionadorId]))[0];
            if (outro) outros.set(outro.id, outro);
            throw new AppError(
              'CONFLICT',
              VEICULO_MESSAGES.equipamentoEmOutroConjunto(placa, formatPlate(outro?.placa ?? '')),
            );
          }
        }
        const atuais = await repo.travarMembros(id);
        await repo.desacoplar({
          ids: atuais.map((membro) => membro.id).filter((membro) => !equipamentoIds.includes(membro)),
        });
        for (const [index, equipamentoId] of equipamentoIds.entries()) {
          await repo.acoplar(equipamentoId, id, index + 1);
        }
      });
      return get(session, id);
    },

    async criarDocumento(session: RequestSession, veiculoId: string, input: TVeiculoDocumentoRequest) {
      const veiculo = await access.veiculo(session, veiculoId);
      const arquivo = input.arquivo ? arquivoDoCorpo(input.arquivo) : null;
      const id = randomUUID();
      const chave = arquivo ? chaveDoArquivo(session.ownerId, veiculo.id, id) : null;
      if (arquivo && chave) await storage.put(chave, arquivo.data, { contentType: arquivo.contentType });
      try {
        await repository.insertDocumento({
          id,
          ownerId: session.ownerId,
          veiculoId: veiculo.id,
          tipo: input.tipo,
          numero: input.numero,
          descricao: input.descricao,
          validade: input.validade,
          arquivoChave: chave,
          arquivoNome: arquivo?.nome ?? null,
          arquivoTipo: arquivo?.contentType ?? null,
          arquivoTamanho: arquivo?.data.length ?? null,
        });
      } catch (error) {
        if (chave) await storage.delete(chave).catch((cleanup) => onStorageError(cleanup, chave));
        throw error;
      }
      return { message: VEICULO_MESSAGES.documentoCadastrado, veiculo: await get(session, veiculo.id) };
    },

    async alterarDocumento(
      session: RequestSession,
      veiculoId: string,
      documentoId: string,
      input: TVeiculoDocumentoRequest,
    ) {
      const { veiculo, documento } = await documentoDoVeiculo(session, veiculoId, documentoId);
      const arquivo = input.arquivo ? arquivoDoCorpo(input.arquivo) : null;
      const chave = arquivo ? chaveDoArquivo(session.ownerId, veiculo.id, documento.id) : null;
      if (arquivo && chave) await storage.put(chave, arquivo.data, { contentType: arquivo.contentType });
      try {
        await repository.updateDocumento(documento.id, {
          tipo: input.tipo,
          numero: input.numero,
          descricao: input.descricao,
          validade: input.validade,
          ...(arquivo && chave
            ? {
                arquivoChave: chave,
                arquivoNome: arquivo.nome,
                arquivoTipo: arquivo.contentType,
                arquivoTamanho: arquivo.data.length,
              }
            : {}),
        });
      } catch (error) {
        if (chave) await storage.delete(chave).catch((cleanup) => onStorageError(cleanup, chave));
        throw error;
      }
      // The replaced file is no longer referenced.
      const antiga = documento.arquivoChave;
      if (chave && antiga) await storage.delete(antiga).catch((cleanup) => onStorageError(cleanup, antiga));
      return { message: VEICULO_MESSAGES.documentoAtualizado, veiculo: await get(session, veiculo.id) };
    },

    async excluirDocumento(session: RequestSession, veiculoId: string, documentoId: string) {
      const { documento } = await documentoDoVeiculo(session, veiculoId, documentoId);
      await repository.deleteDocumento(documento.id);
      const chave = documento.arquivoChave;
      if (chave) await storage.delete(chave).catch((cleanup) => onStorageError(cleanup, chave));
      return { message: VEICULO_MESSAGES.documentoExcluido };
    },

    async arquivoDoDocumento(
      session: RequestSession,
      veiculoId: string,
      documentoId: string,
    ): Promise<{ nome: string; tipo: string; objeto: StoredObject }> {
      const { documento } = await documentoDoVeiculo(session, veiculoId, documentoId);
      if (!documento.arquivoChave || !documento.arquivoNome || !documento.arquivoTipo) {
        throw new AppError('NOT_FOUND', VEICULO_MESSAGES.documentoSemArquivo);
      }
      const objeto = await storage.get(documento.arquivoChave);
      if (!objeto) throw new AppError('NOT_FOUND', ANEXO_MESSAGES.naoEncontrado);
      return { nome: documento.arquivoNome, tipo: documento.arquivoTipo, objeto };
    },
  };
}

export type VeiculosService = ReturnType<typeof createVeiculosService>;
