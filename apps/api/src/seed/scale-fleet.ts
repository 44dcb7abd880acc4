import { OrigemPosicao, SITUACOES_EM_ANDAMENTO, TipoLookup } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { LOOKUPS } from './demo-catalog';

/** Positions of history per vehicle (one every 2 hours back from now), besides the latest one. */
export const SCALE_FLEET_HISTORY = 10;
/** Share of the tenant's in-progress loads carried by a fleet vehicle (the map's "em uso" and load links). */
const LOADS_PER_VEHICLE_SHARE = 5;

/** Values (never user input) as an SQL smallint array literal: `array[1, 2]::smallint[]`. */
function smallints(values: readonly number[]): string {
  return `array[${values.join(', ')}]::smallint[]`;
}

/**
 * The fleet of one scale tenant (issue 18's benchmark: the map with 5,000 vehicles of one company, position
 * ingestion): `count` active trucks with Mercosul plates (`S` + 3 letters… unique per index), the product's
 * vehicle types and bodies, a latest position somewhere in Brazil within the last 3 hours and
 * SCALE_FLEET_HISTORY positions of history each; one vehicle in LOADS_PER_VEHICLE_SHARE carries one of the
 * tenant's in-progress loads. Set-based statements, deterministic plates.
 */
export async function insertScaleFleet(db: Database, ownerId: string, count: number): Promise<void> {
  if (count <= 0) return;
  const tiposVeiculo = smallints(LOOKUPS[TipoLookup.TipoVeiculo].map(([valor]) => valor));
  const carrocerias = smallints(LOOKUPS[TipoLookup.Carroceria].map(([valor]) => valor));
  // Plate S + three letters + digit + letter + two digits (AAA9A99), from the index: unique up to 4.5 M.
  await db.execute(sql`
    insert into veiculos (owner_id, placa, tipo_veiculo, tipo_carroceria, frota, ativo, capacidade_kg, capacidade_m3)
    select ${ownerId}::uuid,
           'S' || chr(65 + (i / 26000) % 26) || chr(65 + (i / 1000) % 26) || ((i / 100) % 10)::text
             || chr(65 + (i / 10) % 10) || lpad((i % 10)::text, 2, '0'),
           (${sql.raw(tiposVeiculo)})[1 + i % ${sql.raw(String(LOOKUPS[TipoLookup.TipoVeiculo].length))}],
           (${sql.raw(carrocerias)})[1 + i % ${sql.raw(String(LOOKUPS[TipoLookup.Carroceria].length))}],
           true, true, 8000 + (i % 5) * 6000, 40 + (i % 5) * 20
    from generate_series(0, ${count - 1}::int) as i`);
  // Brazil's bounding box, roughly: latitude −33…+3, longitude −73…−35.
  await db.execute(sql`
    insert into veiculo_ultimas_posicoes (veiculo_id, owner_id, latitude, longitude, dh_posicao, velocidade_kmh, origem)
    select v.id, v.owner_id, -33 + random() * 30, -73 + random() * 38,
           now() - random() * interval '3 hours', 60 + random() * 30, ${OrigemPosicao.Rastreador}
    from veiculos v where v.owner_id = ${ownerId}::uuid`);
  await db.execute(sql`
    insert into veiculo_posicoes (owner_id, veiculo_id, latitude, longitude, dh_posicao, velocidade_kmh, origem)
    select v.owner_id, v.id, -33 + random() * 30, -73 + random() * 38,
           now() - h * interval '2 hours', 60, ${OrigemPosicao.Rastreador}
    from veiculos v cross join generate_series(1, ${SCALE_FLEET_HISTORY}::int) as h
    where v.owner_id = ${ownerId}::uuid`);
  await db.execute(sql`
    with frota as (
      select id, row_number() over (order by placa) as n from veiculos where owner_id = ${ownerId}::uuid
    ), andamento as (
      select id, row_number() over (order by codigo) as n from cargas
      where owner_id = ${ownerId}::uuid and situacao in (${sql.raw(SITUACOES_EM_ANDAMENTO.join(', '))})
    )
    update cargas c set veiculo_id = f.id
    from andamento a join frota f on f.n = a.n
    where c.id = a.id and a.n <= ${Math.ceil(count / LOADS_PER_VEHICLE_SHARE)}`);
  await db.execute(sql`analyze veiculos`);
  await db.execute(sql`analyze veiculo_ultimas_posicoes`);
  await db.execute(sql`analyze veiculo_posicoes`);
}
