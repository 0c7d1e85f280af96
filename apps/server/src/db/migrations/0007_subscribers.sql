CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"kind" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"parameters" jsonb NOT NULL,
	"ok" boolean NOT NULL,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "entities_a" (
	"id" uuid PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entities_b" (
	"id" uuid PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entities_c" (
	"id" uuid PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "es_to_pg_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"operation" text NOT NULL,
	"enqueued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"invoice_info_date" timestamp with time zone NOT NULL,
	"invoice_info_number" text NOT NULL,
	"service_description" text NOT NULL,
	"service_from" timestamp with time zone NOT NULL,
	"service_to" timestamp with time zone NOT NULL,
	"bill_to" jsonb NOT NULL,
	"json_body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "links_ab" (
	"a_id" uuid NOT NULL,
	"b_id" uuid NOT NULL,
	CONSTRAINT "links_ab_a_id_b_id_pk" PRIMARY KEY("a_id","b_id")
);
--> statement-breakpoint
CREATE TABLE "links_bc" (
	"b_id" uuid NOT NULL,
	"c_id" uuid NOT NULL,
	CONSTRAINT "links_bc_b_id_c_id_pk" PRIMARY KEY("b_id","c_id")
);
--> statement-breakpoint
CREATE TABLE "lookup_countries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"business_central_code" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lookup_countries_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "lookup_ideal_issuers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bic" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "lookup_ideal_issuers_bic_unique" UNIQUE("bic")
);
--> statement-breakpoint
CREATE TABLE "lookup_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "lookup_jobs_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "lookup_languages" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"recurrent_payment_id" uuid,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"payment_date" timestamp with time zone NOT NULL,
	"due_date" timestamp with time zone,
	"payment_reference" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pg_to_es_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"operation" text NOT NULL,
	"enqueued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurrent_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"frequency" text NOT NULL,
	"next_payment_date" timestamp with time zone NOT NULL,
	"original_transaction_key" text NOT NULL,
	"original_payment_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_documents" (
	"kind" text NOT NULL,
	"id" uuid NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_documents_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "subscriber_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"payment_frequency" text NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"can_be_chosen_directly_by_user" boolean NOT NULL,
	"business_central_id" text,
	"business_central_number" text,
	"last_sent_to_business_central" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"date_started" timestamp with time zone NOT NULL,
	"date_ended" timestamp with time zone,
	"next_payment_date_when_terminated" timestamp with time zone,
	"ongoing_recurrent_payment_id" uuid
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"username" text NOT NULL,
	"country" text,
	"language" text,
	"job" text,
	"sharepoint_id" text,
	"business_central_number" text,
	"blocked" boolean DEFAULT false NOT NULL,
	"last_login_attempt" timestamp with time zone,
	"trial_days_allotted" integer NOT NULL,
	"cached_trial_days_left" integer NOT NULL,
	"password_hash" text,
	"company_title" text,
	"company_vat" text,
	"company_address" text,
	"company_postcode" text,
	"company_city" text,
	"company_business_central_number" text,
	"company_country" text,
	"birthday" date,
	"gender" text,
	"enable_2fa" boolean DEFAULT false NOT NULL,
	"must_change_password_at_next_login" boolean DEFAULT false NOT NULL,
	"phone_number_verified" boolean DEFAULT false NOT NULL,
	"email_confirmed" boolean DEFAULT true NOT NULL,
	"subscription_end_date" timestamp with time zone,
	"consecutive_successful_payments" integer DEFAULT 0 NOT NULL,
	"user_inactive_sent" boolean DEFAULT false NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links_ab" ADD CONSTRAINT "links_ab_a_id_entities_a_id_fk" FOREIGN KEY ("a_id") REFERENCES "public"."entities_a"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links_ab" ADD CONSTRAINT "links_ab_b_id_entities_b_id_fk" FOREIGN KEY ("b_id") REFERENCES "public"."entities_b"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links_bc" ADD CONSTRAINT "links_bc_b_id_entities_b_id_fk" FOREIGN KEY ("b_id") REFERENCES "public"."entities_b"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links_bc" ADD CONSTRAINT "links_bc_c_id_entities_c_id_fk" FOREIGN KEY ("c_id") REFERENCES "public"."entities_c"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recurrent_payment_id_recurrent_payments_id_fk" FOREIGN KEY ("recurrent_payment_id") REFERENCES "public"."recurrent_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurrent_payments" ADD CONSTRAINT "recurrent_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriber_sessions" ADD CONSTRAINT "subscriber_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "invoices_user_date_idx" ON "invoices" USING btree ("user_id","invoice_info_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "links_ab_b_idx" ON "links_ab" USING btree ("b_id");--> statement-breakpoint
CREATE INDEX "links_bc_c_idx" ON "links_bc" USING btree ("c_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_key" ON "payments" USING btree (lower("payment_reference"));--> statement-breakpoint
CREATE INDEX "payments_user_date_idx" ON "payments" USING btree ("user_id","payment_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recurrent_payments_user_idx" ON "recurrent_payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recurrent_payments_active_idx" ON "recurrent_payments" USING btree ("next_payment_date") WHERE "recurrent_payments"."status" = 'Active';--> statement-breakpoint
CREATE INDEX "store_documents_document_idx" ON "store_documents" USING gin ("document" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "subscriber_sessions_user_idx" ON "subscriber_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriber_sessions_expires_idx" ON "subscriber_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_subscriptions_user_idx" ON "user_subscriptions" USING btree ("user_id","date_started");--> statement-breakpoint
CREATE UNIQUE INDEX "user_subscriptions_one_active_key" ON "user_subscriptions" USING btree ("user_id") WHERE "user_subscriptions"."date_ended" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_surname_idx" ON "users" USING btree ("surname");--> statement-breakpoint
-- The audit log is append-only: the database itself refuses to change or remove a record.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'the audit log is append-only: records are never changed or removed';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
-- The subscription catalogue and the checkout's lookup lists (fixed ids, so every install agrees).
INSERT INTO "subscriptions" ("id", "title", "description", "kind", "payment_frequency", "price_cents", "currency", "can_be_chosen_directly_by_user", "business_central_id", "business_central_number") VALUES
	('73c6d59a-014e-5ccd-adc6-596d1017c579', 'Pro monthly', 'Full access for professionals, paid monthly.', 'Pro', 'Monthly', 995, 'EUR', true, 'BC-SUB-1001', 'S1001'),
	('24dc287a-f385-579a-bc55-bb693a289ea8', 'Pro yearly', 'Full access for professionals, paid yearly.', 'Pro', 'Yearly', 9900, 'EUR', true, 'BC-SUB-1002', 'S1002'),
	('17c07b1e-3b51-5bac-985e-d75b23befea3', 'Student monthly', 'Full access for students, granted by support, paid monthly.', 'Student', 'Monthly', 495, 'EUR', false, 'BC-SUB-1003', 'S1003'),
	('51e1a9e5-ecd3-5476-8bb4-920b8629e962', 'Student yearly', 'Full access for students, granted by support, paid yearly.', 'Student', 'Yearly', 4900, 'EUR', false, 'BC-SUB-1004', 'S1004'),
	('1473ba6e-e26b-5e38-95e0-a97ed204c646', 'Teacher monthly', 'Full access for teachers and their classes, granted by support, paid monthly.', 'Teacher', 'Monthly', 695, 'EUR', false, 'BC-SUB-1005', 'S1005'),
	('c817f7d8-bd09-5767-af57-bcab95fb4811', 'Teacher yearly', 'Full access for teachers and their classes, granted by support, paid yearly.', 'Teacher', 'Yearly', 6900, 'EUR', false, 'BC-SUB-1006', 'S1006');
--> statement-breakpoint
INSERT INTO "lookup_countries" ("id", "title", "business_central_code") VALUES
	('ee67d418-3070-5d05-97cb-1e1a512e6e2b', 'Netherlands', 'NL'),
	('eb2f897f-e09c-51a9-a75f-330d7c394bdb', 'Belgium', 'BE'),
	('e4f4c182-83a2-5c9a-82cd-0dd58a6094d8', 'Germany', 'DE'),
	('0f72c72f-2c29-5d9c-8039-29cf4a7fa54f', 'France', 'FR'),
	('8fdc0f8f-fbe6-5cb7-a02f-c42cf8ddb104', 'United Kingdom', 'GB'),
	('3a6d34f1-bc4c-5619-a6ba-cc410ca1b09d', 'Spain', 'ES'),
	('be9a026f-39ca-5aef-b867-2c5a5ebf294c', 'Portugal', 'PT'),
	('f9a58993-f14f-5165-8f19-442ff1a4341a', 'Italy', 'IT'),
	('b501ebcc-d3da-5335-93bb-1407c345afc3', 'Denmark', 'DK'),
	('358f12ff-7bba-54f8-9afa-417337cfebe9', 'Sweden', 'SE'),
	('8b2656bb-08ce-5c23-8969-7dc6a8fcb32b', 'Norway', 'NO'),
	('90391baf-84c4-5a7d-ad0c-75adff1775b5', 'Poland', 'PL'),
	('fbe5591a-966b-5ca0-9409-70f8884124fb', 'Egypt', 'EG'),
	('8f278080-0874-5340-ab8c-555237dde7f0', 'Morocco', 'MA'),
	('27a715e6-4491-5bdd-ba8c-13757cef7f68', 'Tunisia', 'TN'),
	('49237f8d-cbe6-5615-93a9-fdf80fbcb410', 'Pakistan', 'PK'),
	('06457f17-b43d-5d1e-903e-b3f0df0cc585', 'India', 'IN'),
	('b2dcc000-cccf-5514-80db-2b17d93461ba', 'Bangladesh', 'BD'),
	('cc41225e-1222-5de2-a9a4-b23121f6322d', 'Vietnam', 'VN'),
	('49b172f6-0825-5822-a265-8283ff6d03db', 'Indonesia', 'ID'),
	('8faf77da-ccb4-5aa5-be6e-2562f3534183', 'Australia', 'AU'),
	('1c567988-8d20-5155-8d10-027bc5f51921', 'United States', 'US'),
	('ae28d502-509b-5c20-9b15-7e6542014d7f', 'Kenya', 'KE'),
	('63842ff7-973c-5dab-b53b-3f3aafa77d8c', 'Ethiopia', 'ET');
--> statement-breakpoint
INSERT INTO "lookup_ideal_issuers" ("id", "bic", "title") VALUES
	('0d4c2d18-1d48-5eb6-9734-b3603a73be9e', 'ABNANL2A', 'ABN AMRO'),
	('3602fdf4-1a41-5a03-82ca-d3d105442db9', 'ASNBNL21', 'ASN Bank'),
	('71fb6f7c-243f-5313-bc08-642a8d1ca3fd', 'BUNQNL2A', 'bunq'),
	('2497da5f-5599-5251-8cc3-d61f41228da4', 'INGBNL2A', 'ING'),
	('dc4a9967-cf54-5b0c-af05-11aaff310736', 'KNABNL2H', 'Knab'),
	('3d90b582-ee44-516f-84e4-3cb809bea2f8', 'NNBANL2G', 'Nationale-Nederlanden'),
	('861a6c9d-9b48-5e4a-b7f2-431bdae74bea', 'RABONL2U', 'Rabobank'),
	('e5fef411-4428-5c74-ae20-2d1d0adc1a4c', 'RBRBNL21', 'RegioBank'),
	('cd921cd8-6667-5bfe-9d78-c42443c196a7', 'REVOLT21', 'Revolut'),
	('9d45559d-de52-5390-bf04-c0da922314dc', 'SNSBNL2A', 'SNS'),
	('0c0a9fdf-b43a-5a45-9d54-5f0dfc521304', 'TRIONL2U', 'Triodos Bank'),
	('940335d7-ea39-5549-840a-03aff0a7aced', 'FVLBNL22', 'Van Lanschot Kempen');
--> statement-breakpoint
INSERT INTO "lookup_jobs" ("id", "title") VALUES
	('dda1cf71-cd6b-559a-971d-931290e2b1d5', 'Farmer'),
	('27637458-5020-52cb-a87d-d57ccfd1fcf1', 'Researcher'),
	('9f3686a7-44b9-533f-a11e-b20ad444de98', 'Policy maker'),
	('4dd2220e-3e00-5743-b2db-a5ac7e008307', 'Water manager'),
	('b2087d51-16be-569c-826b-82b916289d30', 'Consultant'),
	('bf66e1c2-9859-56b1-9b1e-dcb063e263f1', 'Engineer'),
	('393eb2b2-558f-5094-a14d-7318801648cc', 'Entrepreneur'),
	('a180897a-f59f-5aa0-a31a-953f73e5d145', 'Student'),
	('cec7644b-421d-5b08-acef-0714a0d06670', 'Teacher'),
	('57e4dd3b-b050-5360-acf1-90bbd68272be', 'Other');
--> statement-breakpoint
INSERT INTO "lookup_languages" ("code", "title") VALUES
	('en', 'English'),
	('nl', 'Nederlands'),
	('de', 'Deutsch'),
	('fr', 'Français'),
	('es', 'Español');
