ALTER TABLE "invoices" ADD COLUMN "last_sent_to_business_central" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "exported_for_business_central_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "business_central_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "business_central_last_error" text;--> statement-breakpoint
CREATE INDEX "invoices_business_central_pending_idx" ON "invoices" USING btree ("id") WHERE "invoices"."last_sent_to_business_central" is null and "invoices"."exported_for_business_central_at" is null;