import {
  etiquetasDosPedidos,
  type PedidoParaEtiqueta,
  problemaDasEtiquetas,
  type TEtiquetasImpressao,
  type TFormatoEtiqueta,
  type THistoricoEtiquetas,
  type TImprimirEtiquetas,
  TipoRota,
} from '@embarca/domain';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { RequestSession } from '../../../plugins/authenticate';
import { NivelAcesso } from '../../cargas/carga.access';
import type { CargasContext } from '../../cargas/cargas.context';
import type { FormacaoAccess } from '../formacao.access';
import { createFormacaoRepository } from '../formacao.repository';

/**
 * Volume labels (issue 21) under /api/formacao/etiquetas: the labels of the orders asked (each through the
 * module's gate) and of the loads asked (through the cargas gate: a load formed from orders gives its
 * orders' volumes; any other load, its documents' — quantity as volumes), rendered by the web as PDF or ZPL.
 * Every print is recorded (who, when, format, what) and can be printed again as it is now.
 */
export function createEtiquetasService({
  db,
  access,
  cargas,
}: {
  db: Database;
  access: FormacaoAccess;
  cargas: Pick<CargasContext, 'access' | 'readModel'>;
}) {
  const repository = createFormacaoRepository(db);

  /** A load's labels from its documents when it was not formed from orders. */
  async function doDocumentos(cargaId: string, codigo: number): Promise<PedidoParaEtiqueta[]> {
    const [documentos, rotas] = await Promise.all([
      cargas.readModel.documentos([cargaId]),
      cargas.readModel.rotas([cargaId]),
    ]);
    const parte = (ponto: (typeof rotas)[number] | undefined) => ({
      nome: ponto?.empresaNome ?? ponto?.localidade ?? null,
      documentoEmpresa: ponto?.empresaDocumento ?? null,
      localidade: ponto?.localidade ?? null,
      cidade: ponto?.cidade ?? null,
      uf: ponto?.uf ?? null,
    });
    const origem = parte(rotas.find((p) => p.rota === TipoRota.Origem));
    const destino = parte(rotas.findLast((p) => p.rota === TipoRota.Destino));
    return (documentos.get(cargaId) ?? []).map((documento, index) => {
      const quantidade = documento.quantidade ?? 1;
      return {
        id: documento.id,
        codigo: documento.numero ?? documento.codigo ?? `${codigo}-${index + 1}`,
        cargaCodigo: codigo,
        quantidadeVolumes: quantidade,
        pesoTotal: documento.peso === null ? null : Number(documento.peso) * Math.max(1, quantidade),
        numeroNf: documento.numeroNf,
        origem,
        destino,
      };
    });
  }

  async function etiquetas(
    session: RequestSession,
    pedidoIds: readonly string[],
    cargaIds: readonly string[],
  ) {
    const pedidos: PedidoParaEtiqueta[] = [];
    const cargaCodigos: number[] = [];
    for (const id of new Set(pedidoIds)) {
      const row = await access.pedido(session, id);
      const pedido = await repository.pedidoLido(session.ownerId, row.id);
      if (pedido) pedidos.push(pedido);
    }
    for (const id of new Set(cargaIds)) {
      const carga = await cargas.access.require(session, NivelAcesso.Ver, id);
      cargaCodigos.push(carga.codigo);
      const daCarga = await repository.pedidosDaCarga(session.ownerId, carga.id);
      const novos = daCarga.filter((p) => !pedidos.some((q) => q.id === p.id));
      pedidos.push(...(daCarga.length > 0 ? novos : await doDocumentos(carga.id, carga.codigo)));
    }
    const problema = problemaDasEtiquetas(pedidos);
    if (problema) throw new AppError('VALIDATION', problema);
    return { pedidos, cargaCodigos, etiquetas: etiquetasDosPedidos(pedidos) };
  }

  async function registrar(
    session: RequestSession,
    formato: TFormatoEtiqueta,
    pedidoIds: readonly string[],
    cargaIds: readonly string[],
  ): Promise<TEtiquetasImpressao> {
    const lidas = await etiquetas(session, pedidoIds, cargaIds);
    const impressao = await repository.inserirImpressao({
      ownerId: session.ownerId,
      usuarioId: session.userId,
      formato,
      pedidoIds: [...pedidoIds],
      cargaIds: [...cargaIds],
      pedidoCodigos: lidas.pedidos.map((p) => p.codigo),
      cargaCodigos: lidas.cargaCodigos,
      volumes: lidas.etiquetas.length,
    });
    return { id: impressao.id, formato, etiquetas: lidas.etiquetas };
  }

  return {
    imprimir(session: RequestSession, body: TImprimirEtiquetas): Promise<TEtiquetasImpressao> {
      return registrar(session, body.formato, body.pedidoIds, body.cargaIds);
    },

    /** POST /pedido/{id}/imprimir: the order's labels. */
    imprimirPedido(session: RequestSession, pedidoId: string, formato: TFormatoEtiqueta) {
      return registrar(session, formato, [pedidoId], []);
    },

    /** A print again, as the orders and loads are now (each through its gate again). */
    async reimprimir(session: RequestSession, id: string): Promise<TEtiquetasImpressao> {
      const anterior = await access.impressao(session, id);
      return registrar(session, anterior.formato as TFormatoEtiqueta, anterior.pedidoIds, anterior.cargaIds);
    },

    async historico(session: RequestSession, page: number, qtdItem: number): Promise<THistoricoEtiquetas> {
      const { rows, total } = await repository.impressoes(session.ownerId, page, qtdItem);
      return {
        items: rows.map(({ impressao, usuarioNome }) => ({
          id: impressao.id,
          dhImpressao: impressao.createdAt.toISOString(),
          usuarioNome: usuarioNome ?? '',
          formato: impressao.formato as TFormatoEtiqueta,
          pedidos: impressao.pedidoCodigos,
          cargas: impressao.cargaCodigos,
          volumes: impressao.volumes,
        })),
        total,
      };
    },
  };
}

export type EtiquetasService = ReturnType<typeof createEtiquetasService>;
