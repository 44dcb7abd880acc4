import { TipoFrete } from '@embarca/domain';
import { and, asc, eq, isNull, like, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { minutas, owners, pedidos, planosRota, unidadesNegocio, usuarios } from '../db/schema/index';
import { pedidosDeDemonstracao } from './formacao-pedidos-demo';
import { linhaDoPedido } from './formacao-seed';

/**
 * Scale data of load formation (issue 21), for the benchmark's scenarios (f0)–(f2) (bench/README.md):
 * `pedidosPorUnidade` open orders in EACH business unit of `escala-01` (the company of the benchmark user
 * `admin@escala-01.demo`; the other scale companies get none). The demo generator writes them
 * (`pedidosDeDemonstracao` + `linhaDoPedido`, as the demo seed does) with what lets any of them go into a
 * draft with any other: the SAME origin (the demo DC: name, CNPJ and coordinates), freight type CIF, origin
 * and destination coordinates (the destinations are 13 customers in SP, PR, MG and RJ, at their cities'
 * seats) and a pickup date; `created_at` spread over the last 60 days. Codes `ESC-PED-U<n>-<seq>` (n = the
 * unit's position by code). Written with multi-row inserts of `LOTE` rows (~45 columns each, under
 * PostgreSQL's 65,535 parameters per statement).
 *
 * Again on a database that has them (`seed:scale -- --pedidos-por-unidade N` without --reset): the company's
 * scale orders — and what a benchmark run that died left behind (orders it imported, codes `BENCH-IMP-…`;
 * open drafts without orders or route plans) — are replaced by fresh ones.
 */
export const PREFIXO_PEDIDOS_ESCALA = 'ESC-PED';
/** Codes of the orders the benchmark's import (f2) writes and deletes when it ends (bench/support/formacao.ts). */
export const PREFIXO_PEDIDOS_BENCH = 'BENCH-IMP';

const EMPRESA_DO_BENCH = 'escala-01';
const ADMIN_DO_BENCH = 'admin@escala-01.demo';
const LOTE = 1_000;
const DIA = 86_400_000;
const JANELA_DE_CRIACAO_DIAS = 60;

export interface ScalePedidosResult {
  unidades: number;
  pedidos: number;
  removidos: number;
}

export async function insertScalePedidos(
  db: Database,
  { pedidosPorUnidade, agora = new Date() }: { pedidosPorUnidade: number; agora?: Date },
  progress: (message: string) => void = () => {},
): Promise<ScalePedidosResult> {
  const [owner] = await db
    .select({ id: owners.id })
    .from(owners)
    .where(eq(owners.nome, EMPRESA_DO_BENCH))
    .limit(1);
  if (!owner)
    throw new Error(`não há a empresa de escala ${EMPRESA_DO_BENCH}: gere os dados de escala primeiro`);
  const unidades = await db
    .select({ id: unidadesNegocio.id })
    .from(unidadesNegocio)
    .where(eq(unidadesNegocio.ownerId, owner.id))
    .orderBy(asc(unidadesNegocio.codigo));
  const [admin] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.email, ADMIN_DO_BENCH))
    .limit(1);

  // A second run: the scale orders and a dead benchmark run's leftovers out first.
  const removidos = await db
    .delete(pedidos)
    .where(
      and(
        eq(pedidos.ownerId, owner.id),
        or(
          like(pedidos.codigo, `${PREFIXO_PEDIDOS_ESCALA}-%`),
          like(pedidos.codigo, `${PREFIXO_PEDIDOS_BENCH}-%`),
        ),
      ),
    )
    .returning({ id: pedidos.id });
  await db
    .delete(minutas)
    .where(
      and(
        eq(minutas.ownerId, owner.id),
        isNull(minutas.cargaId),
        sql`not exists (select 1 from ${pedidos} where ${pedidos.minutaId} = ${minutas.id})`,
        sql`not exists (select 1 from ${planosRota} where ${planosRota.minutaId} = ${minutas.id})`,
      ),
    );

  let escritos = 0;
  const inicio = new Date(agora.getTime() + DIA);
  for (const [posicao, unidade] of unidades.entries()) {
    const gerados = pedidosDeDemonstracao({
      prefixo: `${PREFIXO_PEDIDOS_ESCALA}-U${posicao + 1}`,
      n: pedidosPorUnidade,
      inicio,
      semente: 21_000 + posicao,
    });
    for (let de = 0; de < gerados.length; de += LOTE) {
      const linhas = gerados.slice(de, de + LOTE).map((pedido, i) => {
        const indice = de + i;
        // Spread evenly over the window, in an order unrelated to the code (a stride coprime to most n).
        const idadeMs = Math.floor(
          (((indice * 7919) % pedidosPorUnidade) / pedidosPorUnidade) * JANELA_DE_CRIACAO_DIAS * DIA,
        );
        const criadoEm = new Date(agora.getTime() - idadeMs);
        return {
          ...linhaDoPedido({ ...pedido, tipoFrete: TipoFrete.CIF }, owner.id, unidade.id, admin?.id ?? null),
          createdAt: criadoEm,
          updatedAt: criadoEm,
        };
      });
      await db.insert(pedidos).values(linhas);
      escritos += linhas.length;
    }
    progress(
      `formação de cargas: ${gerados.length.toLocaleString('pt-BR')} pedidos abertos na unidade ${posicao + 1} de ${EMPRESA_DO_BENCH}.`,
    );
  }
  // VACUUM too, as autovacuum would soon after such a load: the visibility map lets the open-order count
  // read the partial index alone (an index-only scan: ~1.5 ms instead of a 15 ms scan of the table).
  await db.execute(sql`vacuum analyze pedidos`);
  return { unidades: unidades.length, pedidos: escritos, removidos: removidos.length };
}
