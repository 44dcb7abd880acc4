import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** A `timestamptz` column (DESIGN.md §2: every timestamp keeps its time zone). */
export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Money in BRL: numeric(14,2), read as a decimal string (never a float). */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** Weights in kg and volumes (m³ or litres, see the unit column): numeric(14,3). */
export const measure = (name: string) => numeric(name, { precision: 14, scale: 3 });

/** `created_at` / `updated_at`, both timestamptz; `updated_at` moves on every Drizzle update. */
export const timestamps = {
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
