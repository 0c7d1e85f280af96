ALTER TABLE "form_submissions" ADD COLUMN "event_key" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "entry_address" text;--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_one_entry_idx" ON "form_submissions" USING btree ("form_id",coalesce("event_key", ''),"entry_address") WHERE "form_submissions"."entry_address" is not null;