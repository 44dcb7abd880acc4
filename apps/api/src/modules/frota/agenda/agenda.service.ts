import {
  AGENDA_MESSAGES,
  itensSobrepostos,
  periodoDaAgenda,
  type TAgenda,
  type TAgendaQuery,
  type TIndisponibilidade,
  type TIndisponibilidadeResponse,
  TIPO_ATIVIDADE_VEICULO_LABELS,
  type TItemAgenda,
  TipoAtividadeVeiculo,
  TipoItemAgenda,
  type TTipoAtividadeVeiculo,
} from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import type { RequestSession } from '../../../plugins/authenticate';
import type { FrotaAccess } from '../frota.access';
import type { AgendaRepository } from './agenda.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const mesmoId = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

type ItemComGrupo = TItemAgenda & { grupo: string | null };

/**
 * The fleet agenda (issue 18): per vehicle of the company, its loads (collection → delivery), its trips'
 * return times and its unavailability over a period, overlaps flagged by the domain's rule; and the
 * unavailability's create/edit/delete. Every vehicle id passes the fleet gate (another company's → 404).
 */
export function createAgendaService({
  repository,
  access,
}: {
  repository: AgendaRepository;
  access: FrotaAccess;
}) {
  function resposta(
    row: {
      id: string;
      veiculoId: string;
      tipo: number;
      dhInicio: Date | null;
      dhRetorno: Date | null;
      observacao: string | null;
    },
    mensagem: string,
  ): TIndisponibilidadeResponse {
    return {
      id: row.id,
      veiculoId: row.veiculoId,
      tipo: row.tipo,
      dhInicio: iso(row.dhInicio) ?? '',
      dhFim: iso(row.dhRetorno) ?? '',
      observacao: row.observacao,
      message: mensagem,
    };
  }

  return {
    async agenda(session: RequestSession, query: TAgendaQuery): Promise<TAgenda> {
      const periodo = periodoDaAgenda(query.inicio, query.fim);
      const { rows, total } = await repository.listVeiculos(session.ownerId, query);
      const ids = rows.map((row) => row.id);
      const [cargas, atividades] = await Promise.all([
        repository.listCargas(ids, periodo),
        repository.listAtividades(session.ownerId, ids, periodo),
      ]);
      const veiculos = rows.map((veiculo) => {
        const itens: ItemComGrupo[] = [];
        for (const carga of cargas) {
          const comoVeiculo = mesmoId(carga.veiculoId, veiculo.id);
          const comoEquipamento = carga.equipamentoIds.some((id) => mesmoId(id, veiculo.id));
          if (!comoVeiculo && !comoEquipamento) continue;
          // Another company's load (a hired carrier's vehicle): the caller learns neither its code nor route.
          const propria = carga.ownerId === session.ownerId;
          const rota = [carga.origem, carga.destino].filter(Boolean).join(' → ');
          itens.push({
            id: carga.id,
            grupo: carga.id,
            tipo: TipoItemAgenda.Carga,
            tipoAtividade: null,
            cargaId: propria ? carga.id : null,
            cargaCodigo: propria ? carga.codigo : null,
            equipamento: !comoVeiculo,
            inicio: iso(carga.dhColeta),
            fim: iso(carga.dhEntrega),
            descricao: propria
              ? `Carga ${carga.codigo}${rota ? ` — ${rota}` : ''}`
              : 'Carga de outra empresa',
            observacao: null,
            sobreposto: false,
          });
        }
        for (const atividade of atividades) {
          if (!mesmoId(atividade.veiculoId, veiculo.id)) continue;
          const viagem = atividade.tipo === TipoAtividadeVeiculo.Viagem;
          const rotulo =
            TIPO_ATIVIDADE_VEICULO_LABELS[atividade.tipo as TTipoAtividadeVeiculo] ?? 'Atividade';
          itens.push({
            id: atividade.id,
            grupo: atividade.cargaId,
            tipo: viagem ? TipoItemAgenda.Retorno : TipoItemAgenda.Indisponibilidade,
            tipoAtividade: atividade.tipo,
            cargaId: atividade.cargaCodigo === null ? null : atividade.cargaId,
            cargaCodigo: atividade.cargaCodigo,
            equipamento: false,
            inicio: iso(atividade.dhInicio),
            fim: iso(atividade.dhRetorno),
            descricao:
              viagem && atividade.cargaCodigo !== null
                ? `Retorno da carga ${atividade.cargaCodigo}`
                : viagem
                  ? 'Retorno de viagem'
                  : rotulo,
            observacao: atividade.observacao,
            sobreposto: false,
          });
        }
        const sobrepostos = itensSobrepostos(
          itens.map((item) => ({
            id: item.id,
            grupo: item.grupo,
            janela: {
              inicio: item.inicio ? new Date(item.inicio) : null,
              fim: item.fim ? new Date(item.fim) : null,
            },
          })),
        );
        itens.sort((a, b) => (a.inicio ?? '').localeCompare(b.inicio ?? ''));
        return {
          ...veiculo,
          itens: itens.map(({ grupo: _grupo, ...item }) => ({
            ...item,
            sobreposto: sobrepostos.has(item.id),
          })),
        };
      });
      return {
        inicio: periodo.inicio.toISOString(),
        fim: periodo.fim.toISOString(),
        page: query.page,
        pageSize: query.pageSize,
        total,
        veiculos,
      };
    },

    async criar(session: RequestSession, body: TIndisponibilidade): Promise<TIndisponibilidadeResponse> {
      const veiculo = await access.veiculo(session, body.veiculoId);
      const row = await repository.inserirIndisponibilidade({
        ownerId: session.ownerId,
        veiculoId: veiculo.id,
        tipo: body.tipo,
        dhInicio: body.dhInicio,
        dhRetorno: body.dhFim,
        observacao: body.observacao,
        createdBy: session.userId,
      });
      return resposta(row, AGENDA_MESSAGES.criada);
    },

    async alterar(
      session: RequestSession,
      id: string,
      body: TIndisponibilidade,
    ): Promise<TIndisponibilidadeResponse> {
      const atual = await repository.findIndisponibilidade(session.ownerId, id);
      if (!atual) throw new AppError('NOT_FOUND');
      const veiculo = await access.veiculo(session, body.veiculoId);
      const row = await repository.alterarIndisponibilidade(atual.id, {
        veiculoId: veiculo.id,
        tipo: body.tipo,
        dhInicio: body.dhInicio,
        dhRetorno: body.dhFim,
        observacao: body.observacao,
      });
      return resposta(row, AGENDA_MESSAGES.atualizada);
    },

    async excluir(session: RequestSession, id: string): Promise<{ message: string }> {
      const atual = await repository.findIndisponibilidade(session.ownerId, id);
      if (!atual) throw new AppError('NOT_FOUND');
      await repository.excluirIndisponibilidade(atual.id);
      return { message: AGENDA_MESSAGES.excluida };
    },
  };
}

export type AgendaService = ReturnType<typeof createAgendaService>;
