import type { TCargaDetails, TCargaHistoricoItem, TCargaMongo } from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import type { RequestSession } from '../../../plugins/authenticate';
import { escopoDaSessao, NivelAcesso } from '../carga.access';
import type { CargasContext } from '../cargas.context';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * The load as the caller sees it now, its card and documents; null when its board no longer shows it (a
 * load just cancelled or deactivated). Every answer that carries the load (reads, actions) is this.
 */
export async function cargaComoVista(
  ctx: Pick<CargasContext, 'readModel'>,
  session: RequestSession,
  cargaId: string,
): Promise<TCargaMongo | null> {
  return (await ctx.readModel.cardComDocumentos(escopoDaSessao(session), cargaId)) ?? null;
}

/** A load's reads (02 §7): GET /carga-mongo/{id}, /details, /historico. */
export function createDetalhesService(ctx: CargasContext) {
  /** The load on the caller's board (404 otherwise) and whether it is the caller's company's. */
  async function visivel(session: RequestSession, cargaId: string) {
    const acesso = await ctx.access.require(session, NivelAcesso.Ver, cargaId);
    const carga = await cargaComoVista(ctx, session, acesso.id);
    if (!carga) throw new AppError('NOT_FOUND');
    return { carga, daEmpresa: acesso.ownerId === session.ownerId };
  }

  return {
    async get(session: RequestSession, cargaId: string): Promise<TCargaMongo> {
      return (await visivel(session, cargaId)).carga;
    },

    async details(session: RequestSession, cargaId: string): Promise<TCargaDetails> {
      const { carga, daEmpresa } = await visivel(session, cargaId);
      // A carrier sees its own offers only, never which other carriers the shipper offered the load to.
      const [detalhe, rotas, ofertas] = await Promise.all([
        ctx.readModel.detalhe(carga.id),
        ctx.readModel.rotas([carga.id]),
        ctx.readModel.ofertas(carga.id, daEmpresa ? undefined : session.ownerId),
      ]);
      if (!detalhe) throw new AppError('NOT_FOUND');
      return {
        ...carga,
        unidadeNegocio: { id: detalhe.unidadeNegocioId, nome: detalhe.unidadeNegocioNome },
        modalidade: detalhe.modalidade,
        tipoTarifa: detalhe.tipoTarifa,
        valorTotalFrete: detalhe.valorTotalFrete,
        impostoSuspenso: detalhe.impostoSuspenso,
        acondicionamento: detalhe.acondicionamento,
        distancia: detalhe.distancia,
        tempo: detalhe.tempo,
        motivoDesativacao: detalhe.motivoDesativacao,
        dhFinalizacao: iso(detalhe.dhFinalizacao),
        criadoEm: detalhe.criadoEm.toISOString(),
        criadoPor: detalhe.criadoPor,
        rotas: rotas.map((ponto) => ({
          id: ponto.id,
          ordem: ponto.ordem,
          rota: ponto.rota,
          empresa: ponto.empresaId
            ? { id: ponto.empresaId, nome: ponto.empresaNome ?? '', documento: ponto.empresaDocumento }
            : null,
          localidade: ponto.localidade,
          cidade: ponto.cidade,
          uf: ponto.uf,
          latitude: ponto.latitude,
          longitude: ponto.longitude,
          dhPrevista: iso(ponto.dhPrevista),
          dhRealizada: iso(ponto.dhRealizada),
        })),
        transportadoras: ofertas.map((oferta) => ({
          ...oferta,
          criadoEm: oferta.criadoEm.toISOString(),
          atualizadoEm: oferta.atualizadoEm.toISOString(),
        })),
      };
    },

    /**
     * The history, newest first. Only the load's company reads it: the menu hides History from a carrier
     * (visibility directed-to-me, 02 §2) and the entries describe the shipper's own negotiation.
     */
    async historico(session: RequestSession, cargaId: string): Promise<TCargaHistoricoItem[]> {
      const carga = await ctx.access.require(session, NivelAcesso.Empresa, cargaId);
      const rows = await ctx.readModel.historico(session.ownerId, carga.id);
      return rows.map((row) => ({ ...row, criadoEm: row.criadoEm.toISOString() }));
    },
  };
}

export type DetalhesService = ReturnType<typeof createDetalhesService>;
