import { randomUUID } from 'node:crypto';
import {
  AutorProposta,
  ComportamentoOferecimento,
  cnpjCheckDigits,
  Licenca,
  SituacaoCarga,
  SituacaoOferecimento,
  SituacaoOfertaCarga,
  TipoEmpresa,
  TipoOferta,
  TipoProposta,
} from '@embarca/domain';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  cargaOferecimentos,
  cargaOfertaPropostas,
  cargaOfertas,
  empresas,
  owners,
  unidadesNegocio,
} from '../db/schema/index';
import { criarAdministrador } from './builders';
import { MODULOS_DEMO, PLACES, type Place, placeAddress, VINCULO } from './demo-catalog';

/**
 * Scale data of the carrier offering (issue 20), for the benchmark's scenarios (o) and (o1) (bench/README.md):
 *
 * - `TRANSPORTADORAS` carrier tenants on the platform, `escala-transportadora-NN` (admin@…demo / the demo
 *   password, one unit each), linked (empresas with `linked_owner_id`) to EVERY shipper tenant `escala-NN` —
 *   the waterfall of (o1) only offers to carriers that are on the platform;
 * - `ofertas` offers on the loads awaiting a hiring (situacao 1) of the first unit of `escala-01`: one manual
 *   tender per load (`carga_oferecimentos`), the offers (`carga_ofertas`, at most one per load and carrier,
 *   spread over the carriers) in the situacoes Ofertada 40 %, Contraproposta 25 %, Recusada 20 %, Expirada 15 %,
 *   and each offer's thread (`carga_oferta_propostas`: the offer, then the counter-proposal, the refusal or the
 *   expiry). One `insert … select` per table, deterministic choices (hashint8 of the offer's number).
 *
 * Open offers (Ofertada, Contraproposta) get deadlines 30 to 40 days after the seed: the deadline sweep of a
 * server started on the bench database (every minute) must not expire them during a run. Running it again
 * (`seed:scale -- --ofertas-por-unidade N` on a database that already has scale data) replaces the unit's
 * scale offers with fresh ones (new deadlines) and keeps the carriers.
 */
export const TRANSPORTADORAS = 5;
const CARRIER_PREFIX = 'escala-transportadora-';
/** `observacao` of the tenders this seed writes (how a second run finds them). */
export const OBSERVACAO_ESCALA = 'Oferecimento de escala (seed:scale)';

export interface ScaleCarrier {
  /** The carrier's tenant. */
  ownerId: string;
  nome: string;
  cnpj: string;
}

function carrierName(index: number): string {
  return `${CARRIER_PREFIX}${String(index).padStart(2, '0')}`;
}

/** The carrier tenants of the scale data, created when missing (in name order). */
export async function ensureScaleCarriers(db: Database, passwordHash: string): Promise<ScaleCarrier[]> {
  const places = Object.values(PLACES) as Place[];
  const carriers: ScaleCarrier[] = [];
  for (let index = 1; index <= TRANSPORTADORAS; index += 1) {
    const nome = carrierName(index);
    const cnpjBase = `9${String(index).padStart(7, '0')}0001`;
    const cnpj = `${cnpjBase}${cnpjCheckDigits(cnpjBase)}`;
    const [existing] = await db.select({ id: owners.id }).from(owners).where(eq(owners.nome, nome)).limit(1);
    if (existing) {
      carriers.push({ ownerId: existing.id, nome, cnpj });
      continue;
    }
    const ownerId = randomUUID();
    await db.insert(owners).values({
      id: ownerId,
      nome,
      tipo: TipoEmpresa.Transportadora,
      licenseType: Licenca.Cliente,
      modules: [...MODULOS_DEMO],
    });
    const empresaId = randomUUID();
    const nomeEmpresa = `Transportadora Escala ${index} Ltda`;
    await db.insert(empresas).values({
      id: empresaId,
      ownerId,
      nome: nomeEmpresa,
      nomeFantasia: `Transportadora Escala ${index}`,
      cnpj,
      tipo: TipoEmpresa.Transportadora,
      tipoVinculo: VINCULO.Propria,
      ...placeAddress(places[(index * 3) % places.length] as Place),
    });
    await db.update(owners).set({ empresaId }).where(eq(owners.id, ownerId));
    const unitId = randomUUID();
    await db.insert(unidadesNegocio).values({ id: unitId, ownerId, descricao: 'Matriz', codigo: '001' });
    await criarAdministrador(db, { ownerId, nome, passwordHash, unidadeIds: [unitId] });
    carriers.push({ ownerId, nome, cnpj });
  }
  return carriers;
}

/**
 * The carriers as companies of each shipper tenant (`tipo_vinculo` Transportadora, `linked_owner_id` the
 * carrier's tenant), created when missing. Returns, per shipper, the carriers' empresa ids in carrier order.
 */
export async function linkScaleCarriers(
  db: Database,
  shipperOwnerIds: readonly string[],
  carriers: readonly ScaleCarrier[],
): Promise<Map<string, string[]>> {
  const places = Object.values(PLACES) as Place[];
  const links = new Map<string, string[]>();
  for (const ownerId of shipperOwnerIds) {
    const ids: string[] = [];
    for (const [k, carrier] of carriers.entries()) {
      const [existing] = await db
        .select({ id: empresas.id })
        .from(empresas)
        .where(and(eq(empresas.ownerId, ownerId), eq(empresas.linkedOwnerId, carrier.ownerId)))
        .limit(1);
      if (existing) {
        ids.push(existing.id);
        continue;
      }
      const id = randomUUID();
      await db.insert(empresas).values({
        id,
        ownerId,
        nome: `Transportadora Escala ${k + 1} Ltda`,
        nomeFantasia: `Transportadora Escala ${k + 1}`,
        cnpj: carrier.cnpj,
        tipo: TipoEmpresa.Transportadora,
        tipoVinculo: VINCULO.Transportadora,
        linkedOwnerId: carrier.ownerId,
        ...placeAddress(places[((k + 1) * 3) % places.length] as Place),
      });
      ids.push(id);
    }
    links.set(ownerId, ids);
  }
  return links;
}

/** The shipper tenants of the scale data (`escala-NN`, not the carriers), in name order. */
async function scaleShippers(db: Database): Promise<{ id: string; nome: string }[]> {
  const rows = await db
    .select({ id: owners.id, nome: owners.nome, tipo: owners.tipo })
    .from(owners)
    .where(like(owners.nome, 'escala-%'))
    .orderBy(asc(owners.nome));
  return rows.filter((row) => !row.nome.startsWith(CARRIER_PREFIX) && row.tipo === TipoEmpresa.Embarcador);
}

const code = (value: number) => sql.raw(String(value));

/**
 * Creates (or refreshes) the carriers, their links and `ofertas` offers in the first unit of the first scale
 * shipper. Returns how many offers were written.
 */
export async function insertScaleOferecimento(
  db: Database,
  { ofertas, passwordHash }: { ofertas: number; passwordHash: string },
  progress: (message: string) => void = () => {},
): Promise<number> {
  const shippers = await scaleShippers(db);
  const first = shippers[0];
  if (!first) throw new Error('não há empresas de escala (escala-NN): gere as cargas primeiro');
  const carriers = await ensureScaleCarriers(db, passwordHash);
  const links = await linkScaleCarriers(
    db,
    shippers.map((s) => s.id),
    carriers,
  );
  progress(
    `oferecimento: ${carriers.length} transportadoras na plataforma (${carrierName(1)} … ${carrierName(carriers.length)}) ligadas a ${shippers.length} embarcadores.`,
  );
  if (ofertas <= 0) return 0;
  const [unit] = await db
    .select({ id: unidadesNegocio.id })
    .from(unidadesNegocio)
    .where(eq(unidadesNegocio.ownerId, first.id))
    .orderBy(asc(unidadesNegocio.codigo))
    .limit(1);
  if (!unit) throw new Error(`${first.nome} não tem unidade de negócio`);
  const carrierEmpresaIds = links.get(first.id) ?? [];

  // A second run replaces the unit's scale offers. Deleting an offer checks cargas.contratacao_id, which has
  // no index (a sequential scan of cargas per offer: ~1 min per 1,000 offers at 200,000 loads): none of these
  // offers is a hiring, so as a superuser the check is skipped (`session_replication_role = replica` skips
  // the FK triggers, cascades included: the threads are deleted first, by hand).
  await db.transaction(async (tx) => {
    const [su] = (
      (await tx.execute(sql`select current_setting('is_superuser') = 'on' as su`)) as unknown as {
        rows: { su: boolean }[];
      }
    ).rows;
    if (su?.su) await tx.execute(sql`set local session_replication_role = replica`);
    const unitLoads = sql`select id from cargas where unidade_negocio_id = ${unit.id}`;
    const scaleOffers = and(
      eq(cargaOfertas.ownerId, first.id),
      inArray(cargaOfertas.transportadoraEmpresaId, carrierEmpresaIds),
      sql`${cargaOfertas.cargaId} in (${unitLoads})`,
    );
    await tx
      .delete(cargaOfertaPropostas)
      .where(
        sql`${cargaOfertaPropostas.ofertaId} in (${tx.select({ id: cargaOfertas.id }).from(cargaOfertas).where(scaleOffers)})`,
      );
    await tx.delete(cargaOfertas).where(scaleOffers);
    await tx
      .delete(cargaOferecimentos)
      .where(
        and(
          eq(cargaOferecimentos.ownerId, first.id),
          eq(cargaOferecimentos.observacao, OBSERVACAO_ESCALA),
          sql`${cargaOferecimentos.cargaId} in (${unitLoads})`,
        ),
      );
  });

  const carriersValues = sql.join(
    carrierEmpresaIds.map(
      (empresaId, k) => sql`(${k}::int, ${empresaId}::uuid, ${carriers[k]?.ownerId ?? null}::uuid)`,
    ),
    sql`, `,
  );
  const nCarriers = carrierEmpresaIds.length;
  const now = new Date();
  const executed = (await db.execute(sql`
    with carriers (idx, empresa_id, owner_id) as (values ${carriersValues}),
    loads as (
      select id, valor_frete, (row_number() over (order by codigo) - 1)::int as rn, count(*) over () as total
        from cargas
       where owner_id = ${first.id} and unidade_negocio_id = ${unit.id} and ativo
         and situacao = ${code(SituacaoCarga.AguardandoContratacao)} and contratacao_id is null
         and not exists (select 1 from carga_oferecimentos t where t.carga_id = cargas.id and t.situacao = ${code(SituacaoOferecimento.EmAndamento)})
    ),
    -- Offer k goes to load k mod L and carrier (k div L + load) mod C: distinct carriers per load while
    -- k < L × C (checked below).
    picks as materialized (
      select g as k, l.id as carga_id, coalesce(l.valor_frete, 1500)::numeric as valor_alvo, c.empresa_id, c.owner_id as t_owner,
             hashint8(g::bigint * 7919 + 20)::bigint + 2147483648 as h1,
             hashint8(g::bigint * 104729 + 2020)::bigint + 2147483648 as h2
        from generate_series(0, ${code(ofertas - 1)}) g
        join loads l on l.rn = g % l.total
        join carriers c on c.idx = ((g / l.total) + l.rn) % ${code(nCarriers)}
       where g < l.total * ${code(nCarriers)}
    ),
    shaped as materialized (
      select p.*, gen_random_uuid() as id,
        case when h1 % 20 < 8 then ${code(SituacaoOfertaCarga.Ofertada)}
             when h1 % 20 < 13 then ${code(SituacaoOfertaCarga.Contraproposta)}
             when h1 % 20 < 17 then ${code(SituacaoOfertaCarga.Recusada)}
             else ${code(SituacaoOfertaCarga.Expirada)} end::smallint as situacao,
        -- Expired offers were offered 2 to 5 days ago (deadline 24 h later); the others in the last 3 days.
        ${now.toISOString()}::timestamptz - (case when h1 % 20 >= 17 then 48 + h2 % 72 else h2 % 72 end) * interval '1 hour'
          - (h1 % 60) * interval '1 minute' as ofertada_em
        from picks p
    ),
    tenders as materialized (
      select carga_id, gen_random_uuid() as id, min(ofertada_em) as created_at, max(valor_alvo) as valor_alvo,
             array_agg(empresa_id order by k) as ordem,
             bool_or(situacao in (${code(SituacaoOfertaCarga.Ofertada)}, ${code(SituacaoOfertaCarga.Contraproposta)})) as aberto,
             max(ofertada_em) + interval '1 day' as encerrado_em
        from shaped group by carga_id
    ),
    ins_tenders as (
      insert into carga_oferecimentos (id, owner_id, carga_id, comportamento, situacao, tipo, valor_alvo, prazo_minutos,
                                       max_rodadas, rodada_atual, ordem, observacao, encerrado_em, created_at, updated_at)
      select id, ${first.id}::uuid, carga_id, ${code(ComportamentoOferecimento.Manual)},
             case when aberto then ${code(SituacaoOferecimento.EmAndamento)} else ${code(SituacaoOferecimento.Encerrado)} end,
             ${code(TipoOferta.Restrita)}, valor_alvo, 1440, 1, 0, ordem, ${OBSERVACAO_ESCALA},
             case when aberto then null else encerrado_em end, created_at, created_at
        from tenders
      returning 1
    ),
    timed as (
      select s.*, t.id as oferecimento_id,
        round(s.valor_alvo * (1.03 + (s.h2 % 15) / 100.0), 2) as contraproposta,
        s.ofertada_em + (5 + s.h2 % 175) * interval '1 minute' as respondida_em,
        case when s.situacao in (${code(SituacaoOfertaCarga.Ofertada)}, ${code(SituacaoOfertaCarga.Contraproposta)})
             then ${now.toISOString()}::timestamptz + interval '30 days' + (s.h2 % 240) * interval '1 hour'
             else s.ofertada_em + interval '1 day' end as prazo
        from shaped s join tenders t on t.carga_id = s.carga_id
    ),
    ins_ofertas as (
      insert into carga_ofertas (id, carga_id, owner_id, transportadora_owner_id, transportadora_empresa_id, tipo, situacao,
                                 valor_proposto, oferecimento_id, rodada, valor_alvo, prazo_resposta, motivo_recusa,
                                 ofertada_em, respondida_em, encerrada_em, created_at, updated_at)
      select id, carga_id, ${first.id}::uuid, t_owner, empresa_id, ${code(TipoOferta.Restrita)}, situacao,
             case when situacao = ${code(SituacaoOfertaCarga.Contraproposta)} then contraproposta end,
             oferecimento_id, null, valor_alvo, prazo,
             case when situacao = ${code(SituacaoOfertaCarga.Recusada)} then 'Sem veículo disponível na data.' end,
             ofertada_em,
             case when situacao in (${code(SituacaoOfertaCarga.Contraproposta)}, ${code(SituacaoOfertaCarga.Recusada)}) then respondida_em end,
             case when situacao = ${code(SituacaoOfertaCarga.Recusada)} then respondida_em
                  when situacao = ${code(SituacaoOfertaCarga.Expirada)} then prazo end,
             ofertada_em, ofertada_em
        from timed
      returning id
    ),
    thread as (
      select id as oferta_id, carga_id, t_owner, ${code(AutorProposta.Embarcador)} as autor, ${code(TipoProposta.Oferta)} as tipo,
             valor_alvo as valor, null::text as comentario, ofertada_em as created_at
        from timed
      union all
      select id, carga_id, t_owner, ${code(AutorProposta.Transportadora)}, ${code(TipoProposta.Contraproposta)},
             contraproposta, 'Valor para a data pedida.', respondida_em
        from timed where situacao = ${code(SituacaoOfertaCarga.Contraproposta)}
      union all
      select id, carga_id, t_owner, ${code(AutorProposta.Transportadora)}, ${code(TipoProposta.Recusa)},
             null, 'Sem veículo disponível na data.', respondida_em
        from timed where situacao = ${code(SituacaoOfertaCarga.Recusada)}
      union all
      select id, carga_id, t_owner, ${code(AutorProposta.Sistema)}, ${code(TipoProposta.Expiracao)},
             null, 'Prazo de resposta encerrado.', prazo
        from timed where situacao = ${code(SituacaoOfertaCarga.Expirada)}
    ),
    ins_thread as (
      insert into carga_oferta_propostas (oferta_id, carga_id, owner_id, transportadora_owner_id, autor, tipo, valor,
                                          comentario, usuario_nome, created_at)
      select th.oferta_id, th.carga_id, ${first.id}::uuid, th.t_owner, th.autor, th.tipo, th.valor, th.comentario,
             case when th.autor = ${code(AutorProposta.Sistema)} then 'Sistema'
                  when th.autor = ${code(AutorProposta.Embarcador)} then ${`Administrador ${first.nome}`}
                  else 'Administrador da transportadora' end,
             th.created_at
        from thread th join ins_ofertas o on o.id = th.oferta_id
      returning 1
    )
    select (select count(*) from ins_ofertas)::int as ofertas, (select count(*) from ins_tenders)::int as oferecimentos,
           (select count(*) from ins_thread)::int as propostas, (select max(total) from loads)::int as cargas
  `)) as unknown as { rows: Row[] };
  const result = executed.rows[0];
  const written = Number(result?.ofertas ?? 0);
  if (written < ofertas) {
    progress(
      `oferecimento: só ${written} de ${ofertas} ofertas cabem em ${result?.cargas ?? 0} cargas aguardando × ${nCarriers} transportadoras.`,
    );
  }
  await db.execute(sql`analyze carga_ofertas`);
  await db.execute(sql`analyze carga_oferta_propostas`);
  await db.execute(sql`analyze carga_oferecimentos`);
  progress(
    `oferecimento: ${written} ofertas (${result?.oferecimentos ?? 0} oferecimentos, ${result?.propostas ?? 0} propostas) em ${result?.cargas ?? 0} cargas aguardando da 1ª unidade de ${first.nome}.`,
  );
  return written;
}

interface Row {
  ofertas: number;
  oferecimentos: number;
  propostas: number;
  cargas: number;
}
