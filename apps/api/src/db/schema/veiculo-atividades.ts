import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cargas } from './cargas';
import { tz } from './columns';
import { veiculos } from './frota';
import { owners } from './owners';
import { usuarios } from './usuarios';

/**
 * A fleet vehicle's activity (the fleet agenda, 02 §2 `frota/agenda/{vehicleId}/atividade/{plate}`):
 * `tipo` (TipoAtividadeVeiculo) 1 a trip carrying `carga_id`, from `dh_inicio` (the load's collection) until
 * `dh_retorno` (the vehicle's return); 2 maintenance, 3 day off, 4 other unavailability, without a load. `owner_id` is the company that registered it (the load's company, or the carrier
 * hired with its own vehicle): one activity per company, vehicle and load.
 */
export const veiculoAtividades = pgTable(
  'veiculo_atividades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    veiculoId: uuid('veiculo_id')
      .notNull()
      .references(() => veiculos.id, { onDelete: 'cascade' }),
    cargaId: uuid('carga_id').references(() => cargas.id, { onDelete: 'cascade' }),
    tipo: smallint('tipo').notNull().default(1),
    dhInicio: tz('dh_inicio'),
    dhRetorno: tz('dh_retorno'),
    observacao: text('observacao'),
    createdBy: uuid('created_by').references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('veiculo_atividades_owner_veiculo_carga_uq').on(t.ownerId, t.veiculoId, t.cargaId),
    index('veiculo_atividades_owner_veiculo_retorno_idx').on(t.ownerId, t.veiculoId, t.dhRetorno),
    index('veiculo_atividades_carga_idx').on(t.cargaId),
    check('veiculo_atividades_tipo_check', sql`${t.tipo} >= 1`),
    // Unavailability (tipo ≠ 1, TipoAtividadeVeiculo) carries no load and has both ends (migration 0022).
    check(
      'veiculo_atividades_indisponibilidade_check',
      sql`${t.tipo} = 1 or (${t.cargaId} is null and ${t.dhInicio} is not null and ${t.dhRetorno} is not null)`,
    ),
    check(
      'veiculo_atividades_retorno_check',
      sql`${t.dhRetorno} is null or ${t.dhInicio} is null or ${t.dhRetorno} > ${t.dhInicio}`,
    ),
  ],
);
