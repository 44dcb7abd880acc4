import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';

/**
 * One counter per owner, bumped by statement triggers (migration 0012) in the same transaction as any
 * write to a table the board card reads: the board page cache serves a page only while it is unchanged.
 * No foreign key: the triggers insert the row on the owner's first write, whatever the table.
 */
export const quadroVersoes = pgTable('quadro_versoes', {
  ownerId: uuid('owner_id').primaryKey(),
  versao: bigint('versao', { mode: 'number' }).notNull().default(1),
});
