import type { TConsultaCnpjResponse, TEndereco, TLookupItem, TLookupValor } from '@embarca/domain';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consultaCeps, consultaCnpjs, tipos, veiculos } from '../../db/schema';

const valorColumns = {
  id: tipos.id,
  tipo: tipos.tipo,
  valor: tipos.valor,
  texto: tipos.texto,
  codigo: tipos.codigo,
  ativo: tipos.ativo,
  proprio: sql<boolean>`${tipos.ownerId} is not null`,
};

export function createLookupsRepository(db: Database) {
  /** Product-wide values plus the owner's own. */
  const visibleTo = (ownerId: string) => or(isNull(tipos.ownerId), eq(tipos.ownerId, ownerId));

  return {
    async listItems(ownerId: string, tipo: number): Promise<TLookupItem[]> {
      return db
        .select({ valor: tipos.valor, texto: tipos.texto })
        .from(tipos)
        .where(and(eq(tipos.tipo, tipo), eq(tipos.ativo, true), visibleTo(ownerId)))
        .orderBy(asc(tipos.texto), asc(tipos.valor));
    },

    async listValores(ownerId: string, tipo: number): Promise<TLookupValor[]> {
      return db
        .select(valorColumns)
        .from(tipos)
        .where(and(eq(tipos.tipo, tipo), visibleTo(ownerId)))
        .orderBy(asc(tipos.texto), asc(tipos.valor));
    },

    /** One of the owner's own values (product-wide values are not the owner's to change). */
    async findOwnValor(ownerId: string, id: string): Promise<TLookupValor | undefined> {
      const rows = await db
        .select(valorColumns)
        .from(tipos)
        .where(and(eq(tipos.id, id), eq(tipos.ownerId, ownerId)))
        .limit(1);
      return rows[0];
    },

    /** True when a value with this text (ignoring case) is already visible to the owner. */
    async textoTaken(ownerId: string, tipo: number, texto: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: tipos.id })
        .from(tipos)
        .where(
          and(
            eq(tipos.tipo, tipo),
            visibleTo(ownerId),
            sql`lower(${tipos.texto}) = lower(${texto})`,
            exceptId ? sql`${tipos.id} <> ${exceptId}` : undefined,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Inserts with the next free `valor` of the kind (product-wide and own values share the numbering). */
    async insertValor(ownerId: string, tipo: number, texto: string): Promise<TLookupValor> {
      const [row] = await db
        .insert(tipos)
        .values({
          ownerId,
          tipo,
          texto,
          valor: sql`(select coalesce(max(${tipos.valor}), 0) + 1 from ${tipos} where ${tipos.tipo} = ${tipo} and (${tipos.ownerId} is null or ${tipos.ownerId} = ${ownerId}))`,
        })
        .returning(valorColumns);
      if (!row) throw new Error('valor não gravado');
      return row;
    },

    async updateValor(ownerId: string, id: string, values: { texto: string; ativo: boolean }): Promise<void> {
      await db
        .update(tipos)
        .set(values)
        .where(and(eq(tipos.id, id), eq(tipos.ownerId, ownerId)));
    },

    async deleteValor(ownerId: string, id: string): Promise<void> {
      await db.delete(tipos).where(and(eq(tipos.id, id), eq(tipos.ownerId, ownerId)));
    },

    /** True when one of the owner's vehicles uses the value (kinds 1 vehicle type and 2 body). */
    async valorInUse(ownerId: string, tipo: number, valor: number): Promise<boolean> {
      const column = tipo === 1 ? veiculos.tipoVeiculo : tipo === 2 ? veiculos.tipoCarroceria : undefined;
      if (!column) return false;
      const rows = await db
        .select({ id: veiculos.id })
        .from(veiculos)
        .where(and(eq(veiculos.ownerId, ownerId), eq(column, valor)))
        .limit(1);
      return rows.length > 0;
    },

    async findCep(cep: string): Promise<TEndereco | undefined> {
      const rows = await db
        .select({
          cep: consultaCeps.cep,
          logradouro: consultaCeps.logradouro,
          complemento: consultaCeps.complemento,
          bairro: consultaCeps.bairro,
          cidade: consultaCeps.cidade,
          uf: consultaCeps.uf,
          codigoIbge: consultaCeps.codigoIbge,
          latitude: consultaCeps.latitude,
          longitude: consultaCeps.longitude,
        })
        .from(consultaCeps)
        .where(eq(consultaCeps.cep, cep))
        .limit(1);
      return rows[0];
    },

    async findCnpj(cnpj: string): Promise<TConsultaCnpjResponse | undefined> {
      const rows = await db
        .select({
          cnpj: consultaCnpjs.cnpj,
          nome: consultaCnpjs.nome,
          nomeFantasia: consultaCnpjs.nomeFantasia,
          telefone: consultaCnpjs.telefone,
          email: consultaCnpjs.email,
          cep: consultaCnpjs.cep,
          logradouro: consultaCnpjs.logradouro,
          numero: consultaCnpjs.numero,
          complemento: consultaCnpjs.complemento,
          bairro: consultaCnpjs.bairro,
          cidade: consultaCnpjs.cidade,
          uf: consultaCnpjs.uf,
          codigoIbge: consultaCnpjs.codigoIbge,
        })
        .from(consultaCnpjs)
        .where(eq(consultaCnpjs.cnpj, cnpj))
        .limit(1);
      return rows[0];
    },
  };
}

export type LookupsRepository = ReturnType<typeof createLookupsRepository>;
