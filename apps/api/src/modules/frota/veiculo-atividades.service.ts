import {
  formatDateTime,
  formatPlate,
  MESSAGES,
  podeRegistrarRetorno,
  TipoRota,
  type TVeiculoAtividade,
  type TVeiculoAtividadeResponse,
  type TVeiculoAtividades,
  VEICULO_ATIVIDADE_MESSAGES,
  validarHorarioRetorno,
  type ZVeiculoAtividadeBody,
} from '@embarca/domain';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { RequestSession } from '../../plugins/authenticate';
import { type CargaAccess, type CargaAcessada, NivelAcesso } from '../cargas/carga.access';
import type { CargaReadModel } from '../cargas/carga.read-model';
import { type CargaWriter, registrarHistorico } from '../cargas/carga.writer';
import {
  createVeiculoAtividadesRepository,
  type VeiculoAtividadesRepository,
} from './veiculo-atividades.repository';

type AtividadeRow = NonNullable<Awaited<ReturnType<VeiculoAtividadesRepository['findAtividade']>>>;
type VeiculoRow = NonNullable<Awaited<ReturnType<VeiculoAtividadesRepository['findVeiculo']>>>;

const iso = (value: Date | null) => value?.toISOString() ?? null;

function toAtividade(row: AtividadeRow): TVeiculoAtividade {
  return {
    ...row,
    dhInicio: iso(row.dhInicio),
    dhRetorno: iso(row.dhRetorno),
    criadoEm: row.criadoEm.toISOString(),
  };
}

/** "Horário de retorno do veículo ABC-1234: 03/05/2024 18:00, registrado por Ana." */
export function retornoDescricao(placa: string, dhRetorno: Date, usuario: string, observacao: string | null) {
  const texto = `Horário de retorno do veículo ${formatPlate(placa)}: ${formatDateTime(dhRetorno)}, registrado por ${usuario}.`;
  return observacao ? `${texto} Observação: ${observacao}` : texto;
}

/**
 * A fleet vehicle's activities (route `frota/agenda/{vehicleId}/atividade/{plate}`, "add return time";
 * contracts and rules in the domain's veiculo-atividades.schemas.ts). Who may register a load's return:
 * the load's company (the load in the request's unit scope) or the carrier hired with its own vehicle
 * (the load on its board) — the two that see the card's veiculoContratadoFrota; a carrier that sees the
 * load without being hired → 403, anyone else → 404. The vehicle must be the load's allocated vehicle
 * (400) and a contracted fleet vehicle (veiculos.frota, 400). Each company keeps its own activity.
 */
/** The load the activity is about, with when its trip started: the origin's done time, else the planned collection. */
type CargaRow = CargaAcessada & { dhInicio: Date | null };

export function createVeiculoAtividadesService({
  repository,
  access,
  readModel,
  writer,
}: {
  repository: VeiculoAtividadesRepository;
  /** The cargas module's gate: the load's company or the carrier hired for it (`contratado`). */
  access: CargaAccess;
  readModel: Pick<CargaReadModel, 'rotas'>;
  /** The load's write path: the activity and the load's history row in one transaction. */
  writer: Pick<CargaWriter, 'transaction'>;
}) {
  /** The load the caller may register a return for (see above). */
  async function cargaDoChamador(session: RequestSession, cargaId: string): Promise<CargaRow> {
    const carga = await access.require(session, NivelAcesso.Contratado, cargaId);
    const origem = (await readModel.rotas([carga.id])).find((ponto) => ponto.rota === TipoRota.Origem);
    return { ...carga, dhInicio: origem?.dhRealizada ?? carga.dhColeta };
  }

  /** The vehicle and, with a load, the load: the vehicle must be visible and fit the load. */
  async function contexto(
    session: RequestSession,
    veiculoId: string,
    cargaId: string | undefined,
  ): Promise<{ veiculo: VeiculoRow; carga: CargaRow | null }> {
    const [veiculo, carga] = await Promise.all([
      repository.findVeiculo(veiculoId),
      cargaId ? cargaDoChamador(session, cargaId) : Promise.resolve(null),
    ]);
    const daCarga = veiculo !== undefined && carga !== null && carga.veiculoId === veiculo.id;
    // Another company's vehicle is seen only as the vehicle of the caller's load.
    if (!veiculo || (veiculo.ownerId !== session.ownerId && !daCarga)) throw new AppError('NOT_FOUND');
    if (carga && !daCarga) throw new AppError('VALIDATION', VEICULO_ATIVIDADE_MESSAGES.cargaNaoAlocada);
    return { veiculo, carga };
  }

  return {
    /** GET /api/frota/veiculos/{id}/atividades[?cargaId]: the company's latest activities of the vehicle. */
    async listar(
      session: RequestSession,
      veiculoId: string,
      cargaId: string | undefined,
    ): Promise<TVeiculoAtividades> {
      const { veiculo, carga } = await contexto(session, veiculoId, cargaId);
      const [atividades, atividade] = await Promise.all([
        repository.listAtividades(session.ownerId, veiculo.id),
        carga ? repository.findAtividade(session.ownerId, veiculo.id, carga.id) : Promise.resolve(undefined),
      ]);
      return {
        veiculo: { id: veiculo.id, placa: veiculo.placa, frota: veiculo.frota },
        carga: carga
          ? {
              id: carga.id,
              codigo: carga.codigo,
              dhInicio: iso(carga.dhInicio),
              atividade: atividade ? toAtividade(atividade) : null,
            }
          : null,
        atividades: atividades.map(toAtividade),
      };
    },

    /**
     * POST /api/frota/veiculos/{id}/atividades: registers (or changes) when the vehicle returns from the
     * load's trip; one transaction with the load's history row. `criado` → 201, else 200.
     */
    async registrarRetorno(
      session: RequestSession,
      veiculoId: string,
      body: z.output<typeof ZVeiculoAtividadeBody>,
    ): Promise<TVeiculoAtividadeResponse & { criado: boolean }> {
      const { veiculo, carga } = await contexto(session, veiculoId, body.cargaId);
      if (!carga) throw new AppError('NOT_FOUND');
      if (!veiculo.frota) throw new AppError('VALIDATION', VEICULO_ATIVIDADE_MESSAGES.veiculoNaoFrota);
      if (!podeRegistrarRetorno(carga.situacao)) {
        throw new AppError('VALIDATION', VEICULO_ATIVIDADE_MESSAGES.situacaoNaoPermite);
      }
      const invalido = validarHorarioRetorno(carga.dhInicio, body.dhRetorno);
      if (invalido) throw new AppError('VALIDATION', invalido);

      const { id, criado } = await writer.transaction(async (tx) => {
        const salvo = await createVeiculoAtividadesRepository(tx).salvarRetorno({
          ownerId: session.ownerId,
          veiculoId: veiculo.id,
          cargaId: carga.id,
          dhInicio: carga.dhInicio,
          dhRetorno: body.dhRetorno,
          observacao: body.observacao,
          usuarioId: session.userId,
        });
        // The load's history is its company's (a carrier registering the return writes into the shipper's).
        await registrarHistorico(tx, {
          cargaId: carga.id,
          ownerId: carga.ownerId,
          usuarioId: session.userId,
          acao: 'horario-retorno',
          descricao: retornoDescricao(veiculo.placa, body.dhRetorno, session.claims.nome, body.observacao),
          dados: {
            veiculoId: veiculo.id,
            atividadeId: salvo.id,
            dhRetorno: body.dhRetorno.toISOString(),
            observacao: body.observacao,
          },
        });
        return salvo;
      });
      const atividade = await repository.findAtividade(session.ownerId, veiculo.id, carga.id);
      if (!atividade || atividade.id !== id) throw new AppError('CONFLICT', MESSAGES.recordLocked);
      return {
        message: criado ? VEICULO_ATIVIDADE_MESSAGES.registrado : VEICULO_ATIVIDADE_MESSAGES.atualizado,
        atividade: toAtividade(atividade),
        criado,
      };
    },
  };
}

export type VeiculoAtividadesService = ReturnType<typeof createVeiculoAtividadesService>;
