CREATE TABLE "consulta_ceps" (
	"cep" varchar(8) PRIMARY KEY NOT NULL,
	"logradouro" text,
	"complemento" text,
	"bairro" text,
	"cidade" text NOT NULL,
	"uf" varchar(2) NOT NULL,
	"codigo_ibge" varchar(7),
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consulta_ceps_cep_check" CHECK ("consulta_ceps"."cep" ~ '^[0-9]{8}$')
);
--> statement-breakpoint
CREATE TABLE "consulta_cnpjs" (
	"cnpj" varchar(14) PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"nome_fantasia" text,
	"telefone" varchar(20),
	"email" text,
	"cep" varchar(8),
	"logradouro" text,
	"numero" varchar(20),
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"uf" varchar(2),
	"codigo_ibge" varchar(7),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consulta_cnpjs_cnpj_check" CHECK ("consulta_cnpjs"."cnpj" ~ '^[0-9A-Z]{12}[0-9]{2}$')
);
