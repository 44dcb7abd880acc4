import {
  type PrecoDaTabela,
  type TFreteEsperado,
  TipoRota,
  type TModalidade,
  volumeEmMetrosCubicos,
} from '@embarca/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cargaFreteEsperado, cargaRotas, type cargas, veiculos } from '../../db/schema';
import { distanciaEntreMunicipiosKm, municipioPorTexto } from '../../lib/municipios/municipios';
import type { Tx } from '../cargas/carga.writer';
import { hojeEmSaoPaulo } from './cotacao.service';
import { type FiltroDeTabelas, precificar } from './precificador';

type CargaRow = typeof cargas.$inferSelect;

/**
 * The prices of a load by the tables in force on its day (`filtro`: one carrier's, own fleet, or every
 * carrier's), cheapest first, with the load's vehicle (and equipment) when it has one; null when the load has
 * no known origin/destination municipality or no weight. The offering's suggestion and the freeze both read it.
 */
export async function precosDaCarga(
  handle: Database | Tx,
  carga: CargaRow,
  {
    veiculoId,
    equipamentoIds,
    filtro,
  }: { veiculoId: string | null; equipamentoIds: readonly string[]; filtro: FiltroDeTabelas },
): Promise<PrecoDaTabela[] | null> {
  const pontos = await handle
    .select({ rota: cargaRotas.rota, ordem: cargaRotas.ordem, cidade: cargaRotas.cidade, uf: cargaRotas.uf })
    .from(cargaRotas)
    .where(eq(cargaRotas.cargaId, carga.id))
    .orderBy(cargaRotas.ordem);
  const lugar = (ponto: (typeof pontos)[number] | undefined) =>
    ponto?.cidade && ponto.uf ? municipioPorTexto(`${ponto.cidade}/${ponto.uf}`) : undefined;
  const origem = lugar(pontos.find((ponto) => ponto.rota === TipoRota.Origem));
  const destino = lugar(pontos.findLast((ponto) => ponto.rota === TipoRota.Destino));
  if (!origem || !destino || !carga.peso || Number(carga.peso) <= 0) return null;

  const veiculoIds = [veiculoId, ...equipamentoIds].filter((id): id is string => !!id);
  const frota = veiculoIds.length
    ? await handle
        .select({ id: veiculos.id, tipoVeiculo: veiculos.tipoVeiculo, eixos: veiculos.eixos })
        .from(veiculos)
        .where(inArray(veiculos.id, veiculoIds))
    : [];
  const principal = frota.find((veiculo) => veiculo.id === veiculoId);
  // Loaded axles: the traction vehicle's and its equipment's.
  const eixos = frota.reduce((soma, veiculo) => soma + (veiculo.eixos ?? 0), 0) || null;
  const distanciaKm = carga.distancia
    ? String(Math.max(1, Math.round(carga.distancia / 1000)))
    : String(distanciaEntreMunicipiosKm(origem, destino));
  const data = carga.dhColeta ? hojeEmSaoPaulo(carga.dhColeta) : hojeEmSaoPaulo();
  const volumeM3 = volumeEmMetrosCubicos(carga.volume, carga.volumeUnidade);

  const entrada = {
    origem: { ibge: origem.ibge, uf: origem.uf, cep: null },
    destino: { ibge: destino.ibge, uf: destino.uf, cep: null },
    carga: {
      pesoKg: carga.peso,
      volumeM3,
      valorMercadoria: carga.valorCarga,
      quantidade: carga.quantidade,
      distanciaKm,
      eixos,
      tipoVeiculoId: principal?.tipoVeiculo ?? null,
      tipoCargaAntt: null,
    },
    data,
  };
  const modalidade = carga.modalidade ? { modalidade: carga.modalidade as TModalidade } : {};
  return (await precificar(handle, carga.ownerId, entrada, { ...modalidade, ...filtro })).precos;
}

/** The cheapest price one may offer (not blocked by the table's "never below the ANTT floor"). */
export const precoOfertavel = (precos: readonly PrecoDaTabela[] | null) =>
  precos?.find((candidato) => !candidato.bloqueadaPeloPiso);

/**
 * The expected freight of a load, frozen when it is allocated or hired (issue 19): the price of the table
 * version the load was quoted with ('Criar carga' from a quote) when that table is the carrier's and prices the
 * load, else the cheapest offerable price among the tables of the carrier it went to (own fleet: the own-fleet
 * tables) in force on the load's day, with its components, table version and ANTT floor. Stored on the
 * allocation's transaction; a later table change or new version leaves it as agreed. A load without a known origin/destination municipality or
 * weight, or with no applicable table, gets none (and a previous one is removed: it was another carrier's).
 */
export async function congelarFreteEsperado(
  tx: Tx,
  {
    carga,
    transportadoraEmpresaId,
    contratacaoId,
    veiculoId,
    equipamentoIds,
  }: {
    carga: CargaRow;
    transportadoraEmpresaId: string | null;
    contratacaoId: string | null;
    veiculoId: string | null;
    equipamentoIds: readonly string[];
  },
): Promise<PrecoDaTabela | null> {
  await tx.delete(cargaFreteEsperado).where(eq(cargaFreteEsperado.cargaId, carga.id));
  const veiculo = { veiculoId, equipamentoIds };
  // The table the load was quoted with, when it is this carrier's and prices the load; else the cheapest.
  const cotada = carga.tabelaFreteId
    ? precoOfertavel(
        await precosDaCarga(tx, carga, {
          ...veiculo,
          filtro: { transportadoraEmpresaId, tabelaId: carga.tabelaFreteId },
        }),
      )
    : undefined;
  const preco =
    cotada ??
    precoOfertavel(await precosDaCarga(tx, carga, { ...veiculo, filtro: { transportadoraEmpresaId } }));
  if (!preco) return null;
  await tx.insert(cargaFreteEsperado).values({
    cargaId: carga.id,
    ownerId: carga.ownerId,
    contratacaoId,
    tabelaId: preco.tabelaId,
    total: preco.total,
    preco,
  });
  return preco;
}

/** The frozen expected freight of a load (the caller has passed the cargas gate). */
export async function lerFreteEsperado(db: Database, cargaId: string): Promise<TFreteEsperado | null> {
  const [row] = await db
    .select()
    .from(cargaFreteEsperado)
    .where(and(eq(cargaFreteEsperado.cargaId, cargaId)))
    .limit(1);
  if (!row) return null;
  return {
    cargaId: row.cargaId,
    contratacaoId: row.contratacaoId,
    calculadoEm: row.createdAt.toISOString(),
    preco: row.preco as PrecoDaTabela,
  };
}
