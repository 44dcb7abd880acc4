-- Issue 17: every tenant-owned table carries owner_id, the sharding key of a distributed PostgreSQL
-- (ARCHITECTURE "Past one database"). These seven tables hung off a user only; each row gets its user's owner.
-- Checked by apps/api/test/tenant-owner-column.test.ts.
ALTER TABLE "usuario_unidades_negocio" ADD COLUMN "owner_id" uuid;
--> statement-breakpoint
UPDATE "usuario_unidades_negocio" t SET "owner_id" = u."owner_id" FROM "usuarios" u WHERE u."id" = t."usuario_id";
--> statement-breakpoint
ALTER TABLE "usuario_unidades_negocio" ALTER COLUMN "owner_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "usuario_unidades_negocio" ADD CONSTRAINT "usuario_unidades_negocio_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "owner_id" uuid;
--> statement-breakpoint
UPDATE "refresh_tokens" t SET "owner_id" = u."owner_id" FROM "usuarios" u WHERE u."id" = t."usuario_id";
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "owner_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "password_tokens" ADD COLUMN "owner_id" uuid;
--> statement-breakpoint
UPDATE "password_tokens" t SET "owner_id" = u."owner_id" FROM "usuarios" u WHERE u."id" = t."usuario_id";
--> statement-breakpoint
ALTER TABLE "password_tokens" ALTER COLUMN "owner_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "second_factor_challenges" ADD COLUMN "owner_id" uuid;
--> statement-breakpoint
UPDATE "second_factor_challenges" t SET "owner_id" = u."owner_id" FROM "usuarios" u WHERE u."id" = t."usuario_id";
--> statement-breakpoint
ALTER TABLE "second_factor_challenges" ALTER COLUMN "owner_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "second_factor_challenges" ADD CONSTRAINT "second_factor_challenges_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "anuncio_leituras" ADD COLUMN "owner_id" uuid;
--> statement-breakpoint
UPDATE "anuncio_leituras" t SET "owner_id" = u."owner_id" FROM "usuarios" u WHERE u."id" = t."usuario_id";
--> statement-breakpoint
ALTER TABLE "anuncio_leituras" ALTER COLUMN "owner_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "anuncio_leituras" ADD CONSTRAINT "anuncio_leituras_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "anuncio_eventos" ADD COLUMN "owner_id" uuid;
--> statement-breakpoint
UPDATE "anuncio_eventos" t SET "owner_id" = u."owner_id" FROM "usuarios" u WHERE u."id" = t."usuario_id";
--> statement-breakpoint
ALTER TABLE "anuncio_eventos" ALTER COLUMN "owner_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "anuncio_eventos" ADD CONSTRAINT "anuncio_eventos_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notificacao_setup_invites" ADD COLUMN "owner_id" uuid;
--> statement-breakpoint
UPDATE "notificacao_setup_invites" t SET "owner_id" = u."owner_id" FROM "usuarios" u WHERE u."id" = t."usuario_id";
--> statement-breakpoint
ALTER TABLE "notificacao_setup_invites" ALTER COLUMN "owner_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "notificacao_setup_invites" ADD CONSTRAINT "notificacao_setup_invites_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
