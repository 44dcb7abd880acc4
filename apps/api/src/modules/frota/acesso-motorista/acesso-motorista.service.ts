import crypto from 'node:crypto';
import {
  ACESSO_MOTORISTA_MESSAGES,
  CanalCodigoMotorista,
  MOTORISTA_CODIGO_MINUTOS,
  MOTORISTA_CODIGO_REENVIO_SEGUNDOS,
  MOTORISTA_CODIGO_TAMANHO,
  MOTORISTA_CODIGO_TENTATIVAS,
  MOTORISTA_SESSAO_HORAS,
  OrigemPosicao,
  SITUACAO_CARGA_LABELS,
  SITUACOES_EM_ANDAMENTO,
  type TCargaDoMotorista,
  type TCargaDoMotoristaDetalhe,
  type TMotoristaEntrarResponse,
  type TMotoristaSessao,
  type TPosicaoDoMotorista,
  type TSituacaoCarga,
} from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import type { Mailer } from '../../../lib/mailer';
import { hashToken, sameDigest } from '../../../lib/opaque-token';
import type { SmsSender } from '../../../lib/sms';
import { posicoesValidadasOu400, type RegistrarPosicoesInput } from '../monitoramento/registrar-posicoes';
import { codigoMotoristaMail, codigoMotoristaSms } from './acesso-motorista.mails';
import type { AcessoMotoristaRepository } from './acesso-motorista.repository';

/** What a driver session carries: the driver records it covers (one per company that registered the CPF). */
export interface MotoristaSession {
  motoristaIds: string[];
}

/** Signs a driver token (the routes bind it to the app's JWT with the driver audience). */
export type AssinarTokenMotorista = (
  claims: { sub: string; mids: string[] },
  expiresInSeconds: number,
) => string;

export interface AcessoMotoristaServiceDeps {
  repository: AcessoMotoristaRepository;
  /** The fleet's one write of positions (monitoramento/registrar-posicoes.ts), bound to the database. */
  registrarPosicoes: (input: RegistrarPosicoesInput) => Promise<number>;
  mailer: Mailer;
  sms: SmsSender;
  assinar: AssinarTokenMotorista;
  onDeliveryError?: (error: unknown) => void;
  now?: () => Date;
}

const CODIGO_MS = MOTORISTA_CODIGO_MINUTOS * 60 * 1000;
const REENVIO_MS = MOTORISTA_CODIGO_REENVIO_SEGUNDOS * 1000;
const SESSAO_S = MOTORISTA_SESSAO_HORAS * 60 * 60;

function novoCodigo(): string {
  return String(crypto.randomInt(0, 10 ** MOTORISTA_CODIGO_TAMANHO)).padStart(MOTORISTA_CODIGO_TAMANHO, '0');
}

/** The code's hash, salted by the driver record it was sent for. */
function hashDoCodigo(motoristaId: string, codigo: string): string {
  return hashToken(`motorista:${motoristaId.toLowerCase()}:${codigo}`);
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const codigoInvalido = () => new AppError('UNAUTHORIZED', ACESSO_MOTORISTA_MESSAGES.codigoInvalido);

/**
 * Driver sign-in (issue 18). A CPF may be a driver of several companies: ONE code is generated per request,
 * stored (SHA-256, salted by record) for every active record of the CPF that has a phone or an e-mail, and
 * sent once to each distinct phone (SMS, preferred) or e-mail; signing in with it opens one session over
 * all those records, and the driver sees the loads of all of them (each with its company's name). A code
 * lives 10 minutes, is used once and survives 5 wrong attempts; a new one is sent at most every 30 s (the
 * earlier one then stops working). The answer is the same whether the CPF exists or not, and the delivery
 * is not awaited (no difference in time either).
 */
export function createAcessoMotoristaService({
  repository,
  registrarPosicoes,
  mailer,
  sms,
  assinar,
  onDeliveryError = () => undefined,
  now = () => new Date(),
}: AcessoMotoristaServiceDeps) {
  const resposta = {
    message: ACESSO_MOTORISTA_MESSAGES.codigoEnviado,
    validadeMinutos: MOTORISTA_CODIGO_MINUTOS,
  };

  /** The session's records still active (a deactivated driver or company leaves it); none → 401. */
  async function ativos(session: MotoristaSession) {
    const rows = await repository.motoristasAtivos(session.motoristaIds);
    if (rows.length === 0) throw new AppError('UNAUTHORIZED', ACESSO_MOTORISTA_MESSAGES.sessaoInvalida);
    return rows;
  }

  async function cadastros(session: MotoristaSession): Promise<TMotoristaSessao> {
    const registros = await ativos(session);
    return {
      nome: registros[0]!.nome,
      cadastros: registros.map((row) => ({ motoristaId: row.id, empresa: row.empresa })),
    };
  }

  return {
    async solicitarCodigo(cpf: string) {
      const at = now();
      const registros = (await repository.motoristasAtivosPorCpf(cpf)).filter((r) => r.telefone || r.email);
      if (registros.length === 0) return resposta;
      const ids = registros.map((r) => r.id);
      const ultimo = await repository.ultimoEnvio(ids);
      if (ultimo && at.getTime() - ultimo.getTime() < REENVIO_MS) return resposta;
      const codigo = novoCodigo();
      await repository.invalidarPendentes(ids, at);
      await repository.inserirCodigos(
        registros.map((r) => ({
          ownerId: r.ownerId,
          motoristaId: r.id,
          codigoHash: hashDoCodigo(r.id, codigo),
          canal: r.telefone ? CanalCodigoMotorista.Sms : CanalCodigoMotorista.Email,
          expiraEm: new Date(at.getTime() + CODIGO_MS),
          createdAt: at,
        })),
      );
      // One message per distinct destination; not awaited, so a known CPF answers as fast as an unknown one.
      const enviados = new Set<string>();
      for (const r of registros) {
        const destino = r.telefone ? `sms:${r.telefone}` : `email:${r.email}`;
        if (enviados.has(destino)) continue;
        enviados.add(destino);
        const envio = r.telefone
          ? sms.send(r.telefone, codigoMotoristaSms(codigo))
          : mailer.send(codigoMotoristaMail({ nome: r.nome, email: r.email! }, codigo));
        envio.catch(onDeliveryError);
      }
      return resposta;
    },

    async entrar(cpf: string, codigo: string): Promise<TMotoristaEntrarResponse> {
      const at = now();
      const ids = (await repository.motoristasAtivosPorCpf(cpf)).map((r) => r.id);
      if (ids.length === 0) throw codigoInvalido();
      const vivos = await repository.gastarTentativa(ids, at, MOTORISTA_CODIGO_TENTATIVAS);
      const certos = vivos.filter((v) => sameDigest(hashDoCodigo(v.motoristaId, codigo), v.codigoHash));
      const usados = await repository.usar(
        certos.map((v) => v.id),
        at,
      );
      if (usados.length === 0) throw codigoInvalido();
      await repository.invalidarPendentes(ids, at);
      const motoristaIds = [...new Set(usados.map((u) => u.motoristaId))];
      const token = assinar({ sub: motoristaIds[0]!, mids: motoristaIds }, SESSAO_S);
      const sessao = await cadastros({ motoristaIds });
      return { ...sessao, token, expiraEm: new Date(at.getTime() + SESSAO_S * 1000).toISOString() };
    },

    eu: cadastros,

    async cargas(session: MotoristaSession): Promise<TCargaDoMotorista[]> {
      const ids = (await ativos(session)).map((r) => r.id);
      const rows = await repository.cargas(ids);
      return rows.map((row) => ({
        ...row,
        situacaoTexto: SITUACAO_CARGA_LABELS[row.situacao as TSituacaoCarga] ?? String(row.situacao),
        dhColeta: iso(row.dhColeta),
        dhEntrega: iso(row.dhEntrega),
      }));
    },

    async carga(session: MotoristaSession, cargaId: string): Promise<TCargaDoMotoristaDetalhe> {
      const ids = (await ativos(session)).map((r) => r.id);
      const row = await repository.carga(ids, cargaId);
      if (!row) throw new AppError('NOT_FOUND');
      const rota = await repository.rota(cargaId);
      return {
        ...row,
        situacaoTexto: SITUACAO_CARGA_LABELS[row.situacao as TSituacaoCarga] ?? String(row.situacao),
        dhColeta: iso(row.dhColeta),
        dhEntrega: iso(row.dhEntrega),
        peso: row.peso === null ? null : Number(row.peso),
        rota: rota.map((p) => ({
          ...p,
          dhPrevista: iso(p.dhPrevista),
          dhFimPrevista: iso(p.dhFimPrevista),
          dhRealizada: iso(p.dhRealizada),
        })),
      };
    },

    /**
     * POST /cargas/{id}/posicao: the driver's phone shares its position during the trip. Only a load of the
     * session's records (else 404), in progress (409) and with a vehicle (409); the position is the load's
     * vehicle's, through the fleet's one write (origem Motorista, the driver on the latest position).
     */
    async registrarPosicao(session: MotoristaSession, cargaId: string, corpo: TPosicaoDoMotorista) {
      const ids = (await ativos(session)).map((r) => r.id);
      const carga = await repository.cargaParaPosicao(ids, cargaId);
      if (!carga) throw new AppError('NOT_FOUND');
      if (!SITUACOES_EM_ANDAMENTO.includes(carga.situacao as TSituacaoCarga)) {
        throw new AppError('CONFLICT', ACESSO_MOTORISTA_MESSAGES.posicaoForaDeViagem);
      }
      if (!carga.veiculoId) throw new AppError('CONFLICT', ACESSO_MOTORISTA_MESSAGES.posicaoSemVeiculo);
      const registradas = await registrarPosicoes({
        ownerId: carga.ownerId,
        origem: OrigemPosicao.Motorista,
        posicoes: posicoesValidadasOu400({ ...corpo, veiculoId: carga.veiculoId }, now()),
        motoristaId: carga.motoristaId,
      });
      return { registradas };
    },
  };
}

export type AcessoMotoristaService = ReturnType<typeof createAcessoMotoristaService>;
