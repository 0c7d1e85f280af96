CREATE TABLE "consent_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"consent_id" text NOT NULL,
	"choices" jsonb NOT NULL,
	"action" text NOT NULL,
	"revision" integer NOT NULL,
	"language" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consent_records_recorded_idx" ON "consent_records" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "consent_records_consent_idx" ON "consent_records" USING btree ("consent_id");