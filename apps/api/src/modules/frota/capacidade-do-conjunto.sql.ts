import { sql } from 'drizzle-orm';
import { veiculos } from '../../db/schema';

/**
 * A vehicle's capacity with its coupled set, in SQL: the sum over the vehicle and its active equipment
 * (`tracionador_id`) of what each registered; null when none did — the domain's `capacidadeDoConjunto`, for the
 * lists that rank or refuse vehicles by capacity ('Encontrar veículo', the allocation form's lists).
 */
export function capacidadeDoConjuntoSql(medida: 'capacidade_kg' | 'capacidade_m3') {
  const coluna = sql.raw(`m.${medida}`);
  // The outer row by its qualified name: drizzle writes a column of a one-table select unqualified ("id"),
  // which inside this subquery would be the inner row's.
  const externo = sql.raw('"veiculos"."id"');
  return sql<string | null>`(select sum(${coluna}) from ${veiculos} m
    where m.id = ${externo} or (m.tracionador_id = ${externo} and m.ativo))`;
}
