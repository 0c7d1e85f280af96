CREATE TABLE "hub_log_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"job" text NOT NULL,
	"run_id" text NOT NULL,
	"line" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hub_log_lines_at_idx" ON "hub_log_lines" USING btree ("at");