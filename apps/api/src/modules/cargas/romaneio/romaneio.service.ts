import {
  formatCep,
  somarTotaisDosRomaneios,
  type TCargaDocumento,
  type TRomaneioDetalhes,
  type TRomaneioDocumento,
  type TRomaneioRotaPonto,
  type TRomaneioUnificado,
  totaisDoRomaneio,
} from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import type { RequestSession } from '../../../plugins/authenticate';
import { NivelAcesso } from '../carga.access';
import type { CargaReadModel, RotaRow } from '../carga.read-model';
import type { CargasContext } from '../cargas.context';
import { createRomaneioRepository, type RomaneioRepository } from './romaneio.repository';

type Cabecalho = Awaited<ReturnType<RomaneioRepository['listCabecalhos']>>[number];
type ItemRow = Awaited<ReturnType<CargaReadModel['itens']>>[number];

const iso = (value: Date | null) => value?.toISOString() ?? null;

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** 'Av. Paulista, 1000, sala 5 – Bela Vista – CEP 01310-100' from the company's address fields. */
function enderecoDaEmpresa(row: RotaRow): string | null {
  const rua = [row.logradouro, row.numero, row.complemento].filter(Boolean).join(', ');
  const partes = [rua, row.bairro, row.cep ? `CEP ${formatCep(row.cep)}` : null].filter(Boolean);
  return partes.length > 0 ? partes.join(' – ') : null;
}

function toRotaPonto(row: RotaRow): TRomaneioRotaPonto {
  return {
    ordem: row.ordem,
    rota: row.rota,
    empresa: row.empresaNome === null ? null : { nome: row.empresaNome, documento: row.empresaDocumento },
    endereco: row.empresaNome === null ? null : enderecoDaEmpresa(row),
    localidade: row.localidade,
    cidade: row.cidade,
    uf: row.uf,
    dhPrevista: iso(row.dhPrevista),
    dhFimPrevista: iso(row.dhFimPrevista),
    dhRealizada: iso(row.dhRealizada),
  };
}

function toDocumento(documento: TCargaDocumento, itens: readonly ItemRow[]): TRomaneioDocumento {
  return { ...documento, itens: itens.map(({ cargaDocumentoId: _documentoId, ...item }) => item) };
}

/**
 * The manifests (romaneio, 02 §2, §7): GET /carga-mongo/{id}/romaneio-detalhes and the unified manifest.
 * Visibility is the board's (a load the caller may not see → 404, like GET /carga-mongo/{id}); the hired
 * carrier, vehicle and driver are shown to the load's company and to the carrier hired only, as on the
 * board card (a carrier the load is merely directed to sees the load, not who else was allocated).
 */
export function createRomaneioService(ctx: CargasContext) {
  const repository = createRomaneioRepository(ctx.db);
  /** The manifests of the ids, in their order; 404 unless the caller sees every one of them. */
  async function romaneios(session: RequestSession, cargaIds: string[]): Promise<TRomaneioDetalhes[]> {
    const visiveis = await ctx.access.requireAll(session, NivelAcesso.Ver, cargaIds);
    const ids = visiveis.map((carga) => carga.id);
    const [cabecalhos, rotas, documentos, itens] = await Promise.all([
      repository.listCabecalhos(ids),
      ctx.readModel.rotas(ids),
      ctx.readModel.documentos(ids),
      ctx.readModel.itens(ids),
    ]);
    const cabecalhoPorId = new Map(cabecalhos.map((row) => [row.id, row]));
    const rotasPorCarga = groupBy(rotas, (row) => row.cargaId);
    const itensPorDocumento = groupBy(itens, (row) => row.cargaDocumentoId);
    const emitidoEm = ctx.now().toISOString();

    return visiveis.map((acesso) => {
      const cabecalho = cabecalhoPorId.get(acesso.id);
      // Deleted between the visibility check and the read.
      if (!cabecalho) throw new AppError('NOT_FOUND');
      const docs = (documentos.get(acesso.id) ?? []).map((documento) =>
        toDocumento(documento, itensPorDocumento.get(documento.id) ?? []),
      );
      return toRomaneio(acesso.veContratacao, cabecalho, {
        rotas: (rotasPorCarga.get(acesso.id) ?? []).map(toRotaPonto),
        documentos: docs,
        emitidoEm,
      });
    });
  }

  return {
    async detalhes(session: RequestSession, cargaId: string): Promise<TRomaneioDetalhes> {
      const [romaneio] = await romaneios(session, [cargaId]);
      if (!romaneio) throw new AppError('NOT_FOUND');
      return romaneio;
    },

    async unificado(session: RequestSession, cargaIds: string[]): Promise<TRomaneioUnificado> {
      const lista = await romaneios(session, cargaIds);
      return {
        romaneios: lista,
        totais: somarTotaisDosRomaneios(lista.map((romaneio) => romaneio.totais)),
        emitidoEm: lista[0]?.emitidoEm ?? ctx.now().toISOString(),
      };
    },
  };
}

/** `contratado`: the caller sees who is hired (the gate's `veContratacao`, the board card's rule). */
function toRomaneio(
  contratado: boolean,
  row: Cabecalho,
  partes: Pick<TRomaneioDetalhes, 'rotas' | 'documentos' | 'emitidoEm'>,
): TRomaneioDetalhes {
  const temContato = row.contato !== null || row.telefone !== null || row.email !== null;
  return {
    id: row.id,
    codigo: row.codigo,
    codigoIdentificador: row.codigoIdentificador,
    situacao: row.situacao,
    tipoFrete: row.tipoFrete,
    modalidade: row.modalidade,
    caracteristica: row.caracteristica || null,
    unidadeNegocio: { id: row.unidadeNegocioId, nome: row.unidadeNegocioNome },
    embarcador: { nome: row.embarcadorNome, documento: row.embarcadorDocumento },
    transportadora:
      contratado && row.transportadoraNome !== null
        ? { nome: row.transportadoraNome, documento: row.transportadoraDocumento }
        : null,
    veiculo:
      contratado && row.placa !== null ? { placa: row.placa, equipamentos: row.equipamentos ?? [] } : null,
    motorista:
      contratado && row.motoristaNome
        ? { nome: row.motoristaNome, documento: row.motoristaCpf || null, telefone: row.motoristaTelefone }
        : null,
    contato: temContato ? { nome: row.contato, telefone: row.telefone, email: row.email } : null,
    dhPublicacao: iso(row.dhPublicacao),
    dhColeta: iso(row.dhColeta),
    dhEntrega: iso(row.dhEntrega),
    dhFinalizacao: iso(row.dhFinalizacao),
    criadoEm: row.criadoEm.toISOString(),
    peso: row.peso,
    volume: row.volume,
    volumeUnidade: row.volumeUnidade,
    valorCarga: row.valorCarga,
    valorFrete: row.valorFrete,
    quantidade: row.quantidade,
    acondicionamento: row.acondicionamento,
    distancia: row.distancia,
    ...partes,
    totais: totaisDoRomaneio(partes.documentos, row.volumeUnidade),
  };
}

export type RomaneioService = ReturnType<typeof createRomaneioService>;
