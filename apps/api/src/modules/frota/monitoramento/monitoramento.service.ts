import crypto from 'node:crypto';
import {
  MONITORAMENTO_MESSAGES,
  OrigemPosicao,
  type TMonitoramento,
  type TMonitoramentoQuery,
  TOKEN_INTEGRACAO_PREFIXO,
  TOKEN_INTEGRACAO_PREFIXO_VISIVEL,
  type TTokenIntegracao,
  type TTokenIntegracaoCriado,
  type TTokenIntegracaoInput,
} from '@embarca/domain';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { RequestSession } from '../../../plugins/authenticate';
import { createAlocacaoRepository } from '../../cargas/acoes/alocacao.repository';
import type { MonitoramentoRepository } from './monitoramento.repository';
import { posicoesValidadasOu400, registrarPosicoes } from './registrar-posicoes';

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

type TokenRow = Awaited<ReturnType<MonitoramentoRepository['listTokens']>>[number];
const tokenDto = (row: TokenRow): TTokenIntegracao => ({
  ...row,
  createdAt: iso(row.createdAt) as string,
  ultimoUsoEm: iso(row.ultimoUsoEm),
  revogadoEm: iso(row.revogadoEm),
});

/**
 * The monitoring map (GET /api/frota/monitoramento), the integration tokens and the ingestion of the
 * integration API. The write of positions is `registrarPosicoes` (one function, every origin).
 */
export function createMonitoramentoService({
  db,
  repository,
}: {
  db: Database;
  repository: MonitoramentoRepository;
}) {
  return {
    /**
     * The company's vehicles with their latest position. "In use": on an in-progress load of any tenant
     * (the cargas module's `listUsosDaFrota`, the allocation rule's source); the load shown is the caller's, in
     * the request's business units. The unit filter keeps the vehicles on a load of that unit.
     */
    async mapa(session: RequestSession, query: TMonitoramentoQuery): Promise<TMonitoramento> {
      const placa = query.placa?.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
      const [rows, valoresDosTipos, textos] = await Promise.all([
        repository.listVeiculosNoMapa(session.ownerId, { tipoVeiculo: query.tipoVeiculo, placa }),
        repository.listTiposDaFrota(session.ownerId),
        repository.textosDeTipos(session.ownerId),
      ]);
      const tiposVeiculo = valoresDosTipos
        .flatMap((valor) => {
          const texto = textos.veiculo.get(valor);
          return texto === undefined ? [] : [{ valor, texto }];
        })
        .sort((a, b) => a.texto.localeCompare(b.texto, 'pt-BR'));
      const usos = await createAlocacaoRepository(db).listUsosDaFrota(session.ownerId);
      const escopo = query.unidadeNegocioId
        ? session.escopoUnidadeIds.filter((id) => id === query.unidadeNegocioId)
        : session.escopoUnidadeIds;
      const proprias = await repository.detalharCargas(
        session.ownerId,
        usos.filter((uso) => uso.ownerId === session.ownerId).map((uso) => uso.cargaId),
        escopo,
      );
      const detalhes = new Map(proprias.map((carga) => [carga.id, carga]));
      const outrosMotoristas = await repository.nomesMotoristas([
        ...new Set(
          usos
            .filter((uso) => !detalhes.has(uso.cargaId) && uso.motoristaId)
            .map((uso) => uso.motoristaId as string),
        ),
      ]);
      // Per vehicle: the caller's load in scope first, else any load using it.
      const usoDoVeiculo = new Map<string, (typeof usos)[number]>();
      for (const uso of usos) {
        for (const veiculoId of [uso.veiculoId, ...uso.equipamentoIds]) {
          if (!veiculoId) continue;
          const atual = usoDoVeiculo.get(veiculoId);
          if (!atual || (!detalhes.has(atual.cargaId) && detalhes.has(uso.cargaId))) {
            usoDoVeiculo.set(veiculoId, uso);
          }
        }
      }
      const veiculos = rows.flatMap((row) => {
        const uso = usoDoVeiculo.get(row.id);
        const carga = uso ? detalhes.get(uso.cargaId) : undefined;
        const emUso = Boolean(uso);
        if (query.emUso !== undefined && query.emUso !== emUso) return [];
        if (query.unidadeNegocioId && !carga) return [];
        const motoristaDaCarga = carga
          ? carga.motorista
          : uso?.motoristaId
            ? (outrosMotoristas.get(uso.motoristaId) ?? null)
            : null;
        return [
          {
            id: row.id,
            placa: row.placa,
            tipoVeiculoValor: row.tipoVeiculoValor,
            tipoVeiculo:
              row.tipoVeiculoValor === null ? null : (textos.veiculo.get(row.tipoVeiculoValor) ?? null),
            tipoCarroceria:
              row.tipoCarroceriaValor === null
                ? null
                : (textos.carroceria.get(row.tipoCarroceriaValor) ?? null),
            localizacao:
              row.latitude === null || row.longitude === null || row.dhPosicao === null
                ? null
                : {
                    latitude: row.latitude,
                    longitude: row.longitude,
                    dhPosicao: iso(row.dhPosicao) as string,
                    velocidadeKmh: row.velocidadeKmh,
                    origem: row.origem ?? OrigemPosicao.Rastreador,
                  },
            motorista: motoristaDaCarga ?? row.motoristaPosicao ?? null,
            emUso,
            carga: carga
              ? {
                  id: carga.id,
                  codigo: carga.codigo,
                  unidadeNegocioId: carga.unidadeNegocioId,
                  unidadeNegocio: carga.unidadeNegocio,
                }
              : null,
          },
        ];
      });
      return { veiculos, tiposVeiculo, geradoEm: new Date().toISOString() };
    },

    async listTokens(session: RequestSession): Promise<TTokenIntegracao[]> {
      return (await repository.listTokens(session.ownerId)).map(tokenDto);
    },

    /** A new token: random, shown once; only its SHA-256 and a recognisable prefix are stored. */
    async criarToken(session: RequestSession, input: TTokenIntegracaoInput): Promise<TTokenIntegracaoCriado> {
      const token = `${TOKEN_INTEGRACAO_PREFIXO}${crypto.randomBytes(24).toString('base64url')}`;
      const id = await repository.inserirToken({
        ownerId: session.ownerId,
        nome: input.nome,
        tokenHash: hashToken(token),
        prefixo: token.slice(0, TOKEN_INTEGRACAO_PREFIXO_VISIVEL),
        criadoPor: session.userId,
      });
      const [row] = await repository.listTokens(session.ownerId, id);
      return { ...tokenDto(row!), token, message: MONITORAMENTO_MESSAGES.tokenCriado };
    },

    async revogarToken(session: RequestSession, id: string): Promise<{ message: string }> {
      if (!(await repository.revogarToken(session.ownerId, id.toLowerCase())))
        throw new AppError('NOT_FOUND');
      return { message: MONITORAMENTO_MESSAGES.tokenRevogado };
    },

    /** The company of an active integration token (the ingestion's credential); 401 otherwise. */
    async autenticarToken(token: string | undefined): Promise<{ id: string; ownerId: string }> {
      const row = token ? await repository.tokenAtivo(hashToken(token)) : undefined;
      if (!row) throw new AppError('UNAUTHORIZED', MONITORAMENTO_MESSAGES.tokenInvalido);
      return row;
    },

    /** POST /api/frota/posicoes: validates (400 naming `posicoes[i].campo`), then the one write. */
    async receberPosicoes(credencial: { id: string; ownerId: string }, corpo: unknown) {
      const registradas = await registrarPosicoes(db, {
        ownerId: credencial.ownerId,
        origem: OrigemPosicao.Rastreador,
        posicoes: posicoesValidadasOu400(corpo),
      });
      await repository.marcarUso(credencial.id);
      return { registradas };
    },
  };
}

export type MonitoramentoService = ReturnType<typeof createMonitoramentoService>;
