CREATE TABLE "hub_job_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"state" text NOT NULL,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sharepoint_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"operation" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"exported_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "hub_job_runs_job_started_idx" ON "hub_job_runs" USING btree ("job","started_at");--> statement-breakpoint
CREATE INDEX "sharepoint_outbox_pending_idx" ON "sharepoint_outbox" USING btree ("id") WHERE "sharepoint_outbox"."sent_at" is null and "sharepoint_outbox"."exported_at" is null;