CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_tokens_name_unique" UNIQUE("name"),
	CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "contact_options" (
	"source" text NOT NULL,
	"language" text NOT NULL,
	"options" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_options_source_language_pk" PRIMARY KEY("source","language")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"source" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "languages_source_code_pk" PRIMARY KEY("source","code")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"source" text NOT NULL,
	"language" text NOT NULL,
	"location" text NOT NULL,
	"items" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menus_source_language_location_pk" PRIMARY KEY("source","language","location")
);
--> statement-breakpoint
CREATE TABLE "node_revisions" (
	"id" text PRIMARY KEY NOT NULL,
	"node_id" integer NOT NULL,
	"status" text NOT NULL,
	"content_hash" text NOT NULL,
	"title" text NOT NULL,
	"template" text NOT NULL,
	"page_kind" text NOT NULL,
	"header" jsonb NOT NULL,
	"breadcrumbs" jsonb NOT NULL,
	"blocks" jsonb NOT NULL,
	"taxonomy_terms" jsonb NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"node_type" text NOT NULL,
	"translation_key" text,
	"published_revision_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"company_role" text NOT NULL,
	"image_url" text NOT NULL,
	"age" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"source" text NOT NULL,
	"language" text NOT NULL,
	"namespace" text NOT NULL,
	"entries" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_source_language_namespace_pk" PRIMARY KEY("source","language","namespace")
);
--> statement-breakpoint
ALTER TABLE "node_revisions" ADD CONSTRAINT "node_revisions_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "node_revisions_node_idx" ON "node_revisions" USING btree ("node_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "nodes_source_language_slug_key" ON "nodes" USING btree ("source","language",lower("slug"));--> statement-breakpoint
CREATE INDEX "nodes_translation_idx" ON "nodes" USING btree ("source","translation_key");