CREATE TABLE "anuncio_eventos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"anuncio_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"evento" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anuncio_eventos_evento_check" CHECK ("anuncio_eventos"."evento" in ('click', 'close'))
);
--> statement-breakpoint
CREATE TABLE "anuncio_leituras" (
	"anuncio_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"lido_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anuncio_leituras_anuncio_id_usuario_id_pk" PRIMARY KEY("anuncio_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "anuncios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipo" text NOT NULL,
	"posicao" text NOT NULL,
	"exibir" boolean DEFAULT true NOT NULL,
	"regra" jsonb NOT NULL,
	"midia" jsonb,
	"titulo" text NOT NULL,
	"mensagem" text NOT NULL,
	"acao" jsonb,
	"estilo" jsonb NOT NULL,
	"publico" jsonb NOT NULL,
	"inicio" timestamp with time zone,
	"fim" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anuncios_tipo_check" CHECK ("anuncios"."tipo" in ('banner', 'modal')),
	CONSTRAINT "anuncios_posicao_check" CHECK ("anuncios"."posicao" in ('top', 'content', 'bottom')),
	CONSTRAINT "anuncios_janela_check" CHECK ("anuncios"."inicio" is null or "anuncios"."fim" is null or "anuncios"."fim" > "anuncios"."inicio")
);
--> statement-breakpoint
CREATE TABLE "release_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"database_id" text NOT NULL,
	"url" text NOT NULL,
	"capa" text,
	"modulos" text[] DEFAULT '{}'::text[] NOT NULL,
	"titulo" text NOT NULL,
	"resumo" text NOT NULL,
	"data_lancamento" date NOT NULL,
	"publicado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "anuncio_eventos" ADD CONSTRAINT "anuncio_eventos_anuncio_id_anuncios_id_fk" FOREIGN KEY ("anuncio_id") REFERENCES "public"."anuncios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncio_eventos" ADD CONSTRAINT "anuncio_eventos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncio_leituras" ADD CONSTRAINT "anuncio_leituras_anuncio_id_anuncios_id_fk" FOREIGN KEY ("anuncio_id") REFERENCES "public"."anuncios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncio_leituras" ADD CONSTRAINT "anuncio_leituras_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anuncio_eventos_anuncio_idx" ON "anuncio_eventos" USING btree ("anuncio_id","evento");--> statement-breakpoint
CREATE INDEX "anuncio_leituras_usuario_idx" ON "anuncio_leituras" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "anuncios_exibir_idx" ON "anuncios" USING btree ("exibir");--> statement-breakpoint
CREATE INDEX "release_posts_feed_idx" ON "release_posts" USING btree ("database_id","publicado","data_lancamento" DESC NULLS LAST);