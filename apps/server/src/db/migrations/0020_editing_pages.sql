-- The editing API of pages: who saved each revision, the trash, planned publications and
-- unpublications, and the former addresses of renamed pages (answered with a permanent redirect).
-- Publishing and unpublishing still go through nodes.published_revision_id, whose trigger keeps
-- overview_entries and search_documents (migrations 0003, 0004, 0017); a trashed node has none.
CREATE TABLE "page_redirects" (
	"source" text NOT NULL,
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"node_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"node_id" integer NOT NULL,
	"action" text NOT NULL,
	"revision_id" text,
	"due_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "node_revisions" ADD COLUMN "author" text;--> statement-breakpoint
ALTER TABLE "nodes" ADD COLUMN "trashed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nodes" ADD COLUMN "trashed_published_revision_id" text;--> statement-breakpoint
ALTER TABLE "page_redirects" ADD CONSTRAINT "page_redirects_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_schedules" ADD CONSTRAINT "page_schedules_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "page_redirects_source_language_slug_key" ON "page_redirects" USING btree ("source","language",lower("slug"));--> statement-breakpoint
CREATE INDEX "page_redirects_node_idx" ON "page_redirects" USING btree ("node_id");--> statement-breakpoint
CREATE INDEX "page_schedules_due_idx" ON "page_schedules" USING btree ("due_at") WHERE "page_schedules"."applied_at" is null;--> statement-breakpoint
CREATE INDEX "page_schedules_node_idx" ON "page_schedules" USING btree ("node_id");