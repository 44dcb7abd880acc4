import {
  alertaDaCnh,
  alertaDoDocumento,
  ChannelType,
  chaveAvisoVencimento,
  DIAS_AVISO_VENCIMENTO_MAX,
  diasAvisoVencimento,
  hojeEmSaoPaulo,
  SituacaoValidade,
  situacaoDaValidade,
  somarDias,
  type TAlertaFrota,
  TIPO_DOCUMENTO_VEICULO_LABELS,
  TipoNotificacao,
  type TTipoDocumentoVeiculo,
  type TVencimento,
  type TVencimentosList,
  type TVencimentosQuery,
  VENCIMENTO_MESSAGES,
} from '@embarca/domain';
import { escapeHtml } from '../../../lib/mailer';
import type { RequestSession } from '../../../plugins/authenticate';
import type { Notify } from '../../notificacoes/notificacoes.service';
import type { VencimentosRepository } from './vencimentos.repository';

/** The notices' channel code (channel DOCUMENTO_TRANSPORTE, 01 §3: the spec's closed list has no fleet one). */
export const CANAL_VENCIMENTOS = 'FROTA_VENCIMENTOS';

type DocumentoRow = Awaited<ReturnType<VencimentosRepository['documentos']>>[number];

/** A vehicle document's name: its kind's label ('CRLV'…), or its description for 'Outro'. */
function nomeDoDocumento(row: Pick<DocumentoRow, 'tipo' | 'descricao'>): string {
  const rotulo = TIPO_DOCUMENTO_VEICULO_LABELS[row.tipo as TTipoDocumentoVeiculo];
  if (!rotulo || row.tipo === 99) return row.descricao?.trim() || rotulo || 'Documento';
  return rotulo;
}

/**
 * Document expiry (issue 18): the list one click from the fleet pages, the alerts the allocation form's
 * selectors carry, and the daily notice (`avisar`, the job in vencimentos.jobs.ts).
 */
export function createVencimentosService({
  repository,
  now = () => new Date(),
}: {
  repository: VencimentosRepository;
  now?: () => Date;
}) {
  async function diasDoOwner(ownerId: string): Promise<number> {
    return diasAvisoVencimento(await repository.diasAviso(ownerId));
  }

  /** The items of one owner within `dias` (expired ones included), soonest first. */
  async function vencimentos(
    ownerId: string,
    dias: number,
    hoje: string,
  ): Promise<(TVencimento & { chave: string; mensagem: string })[]> {
    const ate = somarDias(hoje, dias);
    const [cnhs, documentos] = await Promise.all([
      repository.cnhs([ownerId], ate),
      repository.documentos([ownerId], ate),
    ]);
    const items: (TVencimento & { chave: string; mensagem: string })[] = [];
    for (const row of cnhs) {
      const situacao = situacaoDaValidade(row.cnhValidade, hoje, dias);
      const alerta = alertaDaCnh(row, hoje, dias);
      if (!situacao || !alerta || !row.cnhValidade) continue;
      items.push({
        chave: chaveAvisoVencimento('motorista', row.id, row.cnhValidade),
        mensagem: alerta.mensagem,
        origem: 'motorista',
        registroId: row.id,
        nome: row.nome,
        documento: 'CNH',
        numero: row.cnhNumero,
        validade: row.cnhValidade,
        diasRestantes: situacao.diasRestantes,
        vencido: situacao.situacao === SituacaoValidade.Vencido,
      });
    }
    for (const row of documentos) {
      const situacao = situacaoDaValidade(row.validade, hoje, dias);
      const alerta = alertaDoDocumento(
        { nome: nomeDoDocumento(row), placa: row.placa, validade: row.validade },
        hoje,
        dias,
      );
      if (!situacao || !alerta || !row.validade) continue;
      items.push({
        chave: chaveAvisoVencimento('veiculo-documento', row.id, row.validade),
        mensagem: alerta.mensagem,
        origem: 'veiculo',
        registroId: row.veiculoId,
        nome: row.placa,
        documento: nomeDoDocumento(row),
        numero: row.numero,
        validade: row.validade,
        diasRestantes: situacao.diasRestantes,
        vencido: situacao.situacao === SituacaoValidade.Vencido,
      });
    }
    return items.sort((a, b) => a.diasRestantes - b.diasRestantes || a.nome.localeCompare(b.nome));
  }

  return {
    diasDoOwner,

    /** GET /api/frota/vencimentos: what expired or expires within `dias` (default: the preference). */
    async listar(session: RequestSession, query: TVencimentosQuery): Promise<TVencimentosList> {
      const dias = query.dias ?? (await diasDoOwner(session.ownerId));
      const hoje = hojeEmSaoPaulo(now());
      const items = await vencimentos(session.ownerId, dias, hoje);
      return { dias, hoje, items: items.map(({ chave: _chave, mensagem: _mensagem, ...item }) => item) };
    },

    /**
     * The alerts of the selector rows: the drivers' CNH and the vehicles' documents expired or expiring
     * within the caller company's window. `ownerIds`: the tenants the lists read (the caller's, a carrier's).
     */
    async alertas(
      ownerId: string,
      ownerIds: string[],
      ids: { veiculoIds?: string[]; motoristaIds?: string[] },
    ): Promise<{ veiculos: Map<string, TAlertaFrota[]>; motoristas: Map<string, TAlertaFrota[]> }> {
      const dias = await diasDoOwner(ownerId);
      const hoje = hojeEmSaoPaulo(now());
      const ate = somarDias(hoje, dias);
      const [cnhs, documentos] = await Promise.all([
        ids.motoristaIds ? repository.cnhs(ownerIds, ate, ids.motoristaIds) : [],
        ids.veiculoIds ? repository.documentos(ownerIds, ate, ids.veiculoIds) : [],
      ]);
      const veiculos = new Map<string, TAlertaFrota[]>();
      const motoristas = new Map<string, TAlertaFrota[]>();
      for (const row of cnhs) {
        const alerta = alertaDaCnh(row, hoje, dias);
        if (alerta) motoristas.set(row.id, [...(motoristas.get(row.id) ?? []), alerta]);
      }
      for (const row of documentos) {
        const alerta = alertaDoDocumento(
          { nome: nomeDoDocumento(row), placa: row.placa, validade: row.validade },
          hoje,
          dias,
        );
        if (alerta) veiculos.set(row.veiculoId, [...(veiculos.get(row.veiculoId) ?? []), alerta]);
      }
      return { veiculos, motoristas };
    },

    /**
     * The daily notice: for every company, each CNH and vehicle document expired or expiring within its
     * window notifies the company's users once per document and expiry date (the notification's eventId is
     * the key; a second run, or a run the next day, sends nothing new). Returns how many were sent.
     */
    async avisar(notify: Notify): Promise<number> {
      const hoje = hojeEmSaoPaulo(now());
      const owners = await repository.ownersComValidade(somarDias(hoje, DIAS_AVISO_VENCIMENTO_MAX));
      let enviados = 0;
      for (const ownerId of owners) {
        const dias = await diasDoOwner(ownerId);
        const items = await vencimentos(ownerId, dias, hoje);
        const enviadas = await repository.avisosEnviados(
          ownerId,
          items.map((item) => item.chave),
        );
        for (const item of items) {
          if (enviadas.has(item.chave)) continue;
          const result = await notify({
            ownerId,
            channelType: ChannelType.DocumentoTransporte,
            channelCode: CANAL_VENCIMENTOS,
            eventId: item.chave,
            title: item.vencido ? VENCIMENTO_MESSAGES.tituloVencido : VENCIMENTO_MESSAGES.tituloAviso,
            body: escapeHtml(item.mensagem),
            tipo: TipoNotificacao.Amarelo,
            recipients: 'owner-all',
          });
          if (result) enviados += 1;
        }
      }
      return enviados;
    },
  };
}

export type VencimentosService = ReturnType<typeof createVencimentosService>;
