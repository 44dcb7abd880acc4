-- Find vehicle (modules/rotas): the loads that use a vehicle, as the main vehicle (with its latest
-- delivery) or as equipment, without scanning every tenant's loads.
CREATE INDEX IF NOT EXISTS "cargas_veiculo_idx" ON "cargas" USING btree ("veiculo_id","dh_entrega") WHERE "cargas"."veiculo_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cargas_equipamentos_idx" ON "cargas" USING gin ("equipamento_ids");
