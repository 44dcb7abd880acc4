CREATE TABLE "notificacao_destinatarios" (
	"notificacao_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lida_em" timestamp with time zone,
	"excluida_em" timestamp with time zone,
	CONSTRAINT "notificacao_destinatarios_notificacao_id_usuario_id_pk" PRIMARY KEY("notificacao_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "notificacao_setup_invites" (
	"usuario_id" uuid NOT NULL,
	"channel_group_id" uuid NOT NULL,
	"follow_group" boolean DEFAULT true NOT NULL,
	"invite_state" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificacao_setup_invites_usuario_id_channel_group_id_pk" PRIMARY KEY("usuario_id","channel_group_id")
);
--> statement-breakpoint
CREATE TABLE "notificacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"severity" text,
	"channel_type" text NOT NULL,
	"channel_code" text,
	"channel_group_id" uuid,
	"event_id" text,
	"event_route_id" text,
	"tipo" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificacoes_tipo_check" CHECK ("notificacoes"."tipo" in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "notificacao_destinatarios" ADD CONSTRAINT "notificacao_destinatarios_notificacao_id_notificacoes_id_fk" FOREIGN KEY ("notificacao_id") REFERENCES "public"."notificacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao_destinatarios" ADD CONSTRAINT "notificacao_destinatarios_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao_destinatarios" ADD CONSTRAINT "notificacao_destinatarios_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao_setup_invites" ADD CONSTRAINT "notificacao_setup_invites_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notificacao_destinatarios_usuario_idx" ON "notificacao_destinatarios" USING btree ("usuario_id","created_at" DESC NULLS LAST) WHERE "notificacao_destinatarios"."excluida_em" is null;--> statement-breakpoint
CREATE INDEX "notificacao_destinatarios_nao_lidas_idx" ON "notificacao_destinatarios" USING btree ("usuario_id") WHERE "notificacao_destinatarios"."excluida_em" is null and "notificacao_destinatarios"."lida_em" is null;--> statement-breakpoint
CREATE INDEX "notificacoes_owner_created_idx" ON "notificacoes" USING btree ("owner_id","created_at");