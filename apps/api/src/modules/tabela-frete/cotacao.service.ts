import {
  coeficienteVigente,
  horarioSaoPaulo,
  pisoMinimoAntt,
  TABELA_FRETE_MESSAGES,
  TabelaAntt,
  type TCotacaoFreteRequest,
  type TCotacaoFreteResponse,
  type TCotacaoFreteSalva,
  type TTipoCargaAntt,
} from '@embarca/domain';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type cotacoesFrete, usuarios } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  distanciaEntreMunicipiosKm,
  type Municipio,
  municipioPorIbge,
} from '../../lib/municipios/municipios';
import type { RequestSession } from '../../plugins/authenticate';
import { precificar } from './precificador';
import type { TabelaFreteAccess } from './tabela-frete.access';
import { createTabelaFreteRepository } from './tabela-frete.repository';

/** Today in São Paulo, 'yyyy-MM-dd' (a load's day and a table's validity are Brazilian calendar days). */
export function hojeEmSaoPaulo(now: Date = new Date()): string {
  return horarioSaoPaulo(now).slice(0, 10);
}

/** The quote's municipality by IBGE code; unknown → 400 naming the field ('Origem: Município não encontrado.'). */
function municipio(campo: 'origemIbge' | 'destinoIbge', ibge: string): Municipio {
  const achado = municipioPorIbge(ibge);
  if (achado) return achado;
  const message = `${campo === 'origemIbge' ? 'Origem' : 'Destino'}: ${TABELA_FRETE_MESSAGES.municipioDesconhecido}`;
  throw new AppError('VALIDATION', message, { details: { campos: { [campo]: message } } });
}

/**
 * Freight quotes (issue 19): price an input with every applicable table (nothing written), save a quote with
 * its result as priced then, list and read saved quotes. The two quote routes of the web app are this one call.
 */
export function createCotacaoService({ db, access }: { db: Database; access: TabelaFreteAccess }) {
  async function cotar(
    session: RequestSession,
    entrada: TCotacaoFreteRequest,
  ): Promise<TCotacaoFreteResponse> {
    const origem = municipio('origemIbge', entrada.origemIbge);
    const destino = municipio('destinoIbge', entrada.destinoIbge);
    const data = entrada.data ?? hojeEmSaoPaulo();
    const distanciaEstimada = !entrada.distanciaKm;
    const distanciaKm = entrada.distanciaKm ?? String(distanciaEntreMunicipiosKm(origem, destino));
    const tipoCargaAntt = entrada.tipoCargaAntt as TTipoCargaAntt;
    const { precos, coeficientes } = await precificar(
      db,
      session.ownerId,
      {
        origem: { ibge: origem.ibge, uf: origem.uf, cep: entrada.origemCep ?? null },
        destino: { ibge: destino.ibge, uf: destino.uf, cep: entrada.destinoCep ?? null },
        carga: {
          pesoKg: entrada.pesoKg,
          volumeM3: entrada.volumeM3 ?? null,
          valorMercadoria: entrada.valorMercadoria ?? null,
          quantidade: entrada.quantidade ?? null,
          distanciaKm,
          eixos: entrada.eixos ?? null,
          tipoVeiculoId: entrada.tipoVeiculoId ?? null,
          tipoCargaAntt,
        },
        data,
      },
      { modalidade: entrada.modalidade ?? null },
    );
    const coeficiente = coeficienteVigente(coeficientes, {
      data,
      tabela: TabelaAntt.A,
      tipoCarga: tipoCargaAntt,
      eixos: entrada.eixos ?? null,
    });
    return {
      origem: { ibge: origem.ibge, nome: origem.nome, uf: origem.uf },
      destino: { ibge: destino.ibge, nome: destino.nome, uf: destino.uf },
      distanciaKm,
      distanciaEstimada,
      data,
      pisoAntt: coeficiente ? pisoMinimoAntt(coeficiente, distanciaKm) : null,
      precos,
    };
  }

  async function nomesDosUsuarios(ids: readonly (string | null)[]) {
    const conhecidos = ids.filter((id): id is string => id !== null);
    if (conhecidos.length === 0) return new Map<string, string>();
    const rows = await db
      .select({ id: usuarios.id, nome: usuarios.nome })
      .from(usuarios)
      .where(inArray(usuarios.id, [...new Set(conhecidos)]));
    return new Map(rows.map((row) => [row.id, row.nome]));
  }

  /** A stored quote as the contract shows it, with its author's name. */
  async function cotacaoSalva(row: typeof cotacoesFrete.$inferSelect): Promise<TCotacaoFreteSalva> {
    const nomes = await nomesDosUsuarios([row.usuarioId]);
    return {
      id: row.id,
      numero: row.numero,
      criadoEm: row.createdAt.toISOString(),
      usuarioNome: nomes.get(row.usuarioId ?? '') ?? '',
      observacao: row.observacao,
      entrada: row.entrada as TCotacaoFreteRequest,
      resultado: row.resultado as TCotacaoFreteResponse,
    };
  }

  return {
    cotar,

    async salvar(
      session: RequestSession,
      body: { entrada: TCotacaoFreteRequest; observacao?: string | null },
    ): Promise<TCotacaoFreteSalva> {
      const resultado = await cotar(session, body.entrada);
      const row = await db.transaction(async (tx) => {
        const repository = createTabelaFreteRepository(tx);
        return repository.insertCotacao({
          ownerId: session.ownerId,
          usuarioId: session.userId,
          numero: await repository.proximoNumeroCotacao(session.ownerId),
          entrada: body.entrada,
          resultado,
          origem: `${resultado.origem.nome}/${resultado.origem.uf}`,
          destino: `${resultado.destino.nome}/${resultado.destino.uf}`,
          melhorTotal: resultado.precos[0]?.total ?? null,
          observacao: body.observacao ?? null,
        });
      });
      return cotacaoSalva(row);
    },

    async get(session: RequestSession, id: string): Promise<TCotacaoFreteSalva> {
      const row = await access.cotacao(session, id);
      return cotacaoSalva(row);
    },

    async search(
      session: RequestSession,
      request: { filtro?: string | null; page: number; qtdItem: number },
    ) {
      const { items, total } = await createTabelaFreteRepository(db).searchCotacoes(
        session.ownerId,
        request.filtro ?? null,
        request.page,
        request.qtdItem,
      );
      const nomes = await nomesDosUsuarios(items.map((item) => item.usuarioId));
      return {
        items: items.map((item) => {
          const entrada = item.entrada as TCotacaoFreteRequest;
          const resultado = item.resultado as TCotacaoFreteResponse;
          return {
            id: item.id,
            numero: item.numero,
            criadoEm: item.createdAt.toISOString(),
            usuarioNome: nomes.get(item.usuarioId ?? '') ?? '',
            origem: item.origem,
            destino: item.destino,
            pesoKg: entrada.pesoKg,
            qtdPrecos: resultado.precos.length,
            melhorTotal: item.melhorTotal,
          };
        }),
        total,
        page: request.page,
        qtdItem: request.qtdItem,
      };
    },
  };
}

export type CotacaoService = ReturnType<typeof createCotacaoService>;
