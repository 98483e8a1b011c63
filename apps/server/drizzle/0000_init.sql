CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text,
	"whatsapp_phone" text,
	"all_india_rank" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"device_id" text,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"pending_profile" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "user_role" (
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "user_role_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_event_id" text NOT NULL,
	"type" text NOT NULL,
	"provider_order_id" text,
	"provider_payment_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_event_provider_event_unique" UNIQUE("provider","provider_event_id")
);
--> statement-breakpoint
CREATE TABLE "package" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_paise" integer NOT NULL,
	"original_price_paise" integer NOT NULL,
	"gst_percent" integer NOT NULL,
	"offer_label" text,
	"valid_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"package_id" text NOT NULL,
	"provider" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"provider_order_id" text,
	"provider_payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "purchase_provider_order_unique" UNIQUE("provider","provider_order_id"),
	CONSTRAINT "purchase_amount_positive" CHECK ("purchase"."amount_paise" > 0),
	CONSTRAINT "purchase_paid_has_time" CHECK (("purchase"."status" = 'paid') = ("purchase"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "user_package" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"package_id" text NOT NULL,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"purchase_id" text,
	CONSTRAINT "user_package_purchase_unique" UNIQUE("purchase_id")
);
--> statement-breakpoint
CREATE TABLE "update" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "allotment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"counselling_id" text NOT NULL,
	"year" smallint NOT NULL,
	"round" smallint NOT NULL,
	"ai_rank" integer,
	"counselling_rank" integer,
	"quota" text NOT NULL,
	"allotted_category" text NOT NULL,
	"candidate_category" text,
	"institute_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"course_text" text,
	"institute_text" text,
	"remarks" text,
	"institute_name" text NOT NULL,
	"state" text,
	"course_name" text NOT NULL,
	"import_run_id" integer,
	"source_row" integer
);
--> statement-breakpoint
CREATE TABLE "closing_rank" (
	"counselling_id" text NOT NULL,
	"year" smallint NOT NULL,
	"round" smallint NOT NULL,
	"institute_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"quota" text NOT NULL,
	"allotted_category" text NOT NULL,
	"opening_ai_rank" integer,
	"closing_ai_rank" integer,
	"opening_counselling_rank" integer,
	"closing_counselling_rank" integer,
	"seats" integer NOT NULL,
	"institute_name" text NOT NULL,
	"state" text,
	"course_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counselling" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"type" text NOT NULL,
	"state" text,
	"description" text,
	"website" text,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counselling_round" (
	"counselling_id" text NOT NULL,
	"year" smallint NOT NULL,
	"round" smallint NOT NULL,
	"label" text NOT NULL,
	"short_label" text NOT NULL,
	CONSTRAINT "counselling_round_counselling_id_year_round_pk" PRIMARY KEY("counselling_id","year","round")
);
--> statement-breakpoint
CREATE TABLE "course" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"short_name" text,
	"level" text NOT NULL,
	"degree_type" text,
	"clinical_type" text,
	"duration_years" numeric,
	"degree_term" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "course_name_key_unique" UNIQUE("name_key")
);
--> statement-breakpoint
CREATE TABLE "fee" (
	"id" serial PRIMARY KEY NOT NULL,
	"counselling_id" text,
	"institute_id" integer NOT NULL,
	"course_id" integer,
	"quota" text,
	"category" text,
	"fee_year_1" integer,
	"fee_year_2" integer,
	"fee_year_3" integer,
	"fee_year_4" integer,
	"fee_year_5" integer,
	"fee_text" text,
	"stipend_year_1" integer,
	"stipend_year_2" integer,
	"stipend_year_3" integer,
	"bond_years" numeric,
	"bond_penalty" integer,
	"beds" integer,
	"hostel_fee" integer,
	"amount_deducted" integer,
	"amount_refunded" integer,
	"amount_forfeited" integer,
	"import_run_id" integer
);
--> statement-breakpoint
CREATE TABLE "import_run" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"scope_key" text NOT NULL,
	"sha256" text NOT NULL,
	"counselling_id" text,
	"year" smallint,
	"round" smallint,
	"rows_read" integer NOT NULL,
	"rows_imported" integer NOT NULL,
	"rows_rejected" integer NOT NULL,
	"rejections" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institute" (
	"id" serial PRIMARY KEY NOT NULL,
	"mcc_code" text,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"address" text,
	"district" text,
	"state" text,
	"pin" text,
	"university_id" integer,
	"type" text,
	"management" text,
	"beds" integer,
	"hostel_fee_men" integer,
	"hostel_fee_women" integer,
	"local_distinction" text,
	"hostel_for_men" boolean,
	"hostel_for_women" boolean,
	"website" text,
	"logo_url" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "institute_mcc_code_unique" UNIQUE("mcc_code")
);
--> statement-breakpoint
CREATE TABLE "institute_alias" (
	"alias_key" text PRIMARY KEY NOT NULL,
	"institute_id" integer NOT NULL,
	"source_text" text NOT NULL,
	"name_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_matrix" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"counselling_id" text NOT NULL,
	"year" smallint NOT NULL,
	"round" smallint NOT NULL,
	"institute_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"quota" text NOT NULL,
	"category" text NOT NULL,
	"seats" integer NOT NULL,
	"derived" boolean NOT NULL,
	"import_run_id" integer
);
--> statement-breakpoint
CREATE TABLE "university" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"type" text,
	"state" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "university_name_key_unique" UNIQUE("name_key")
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role" ADD CONSTRAINT "user_role_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase" ADD CONSTRAINT "purchase_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase" ADD CONSTRAINT "purchase_package_id_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."package"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_package" ADD CONSTRAINT "user_package_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_package" ADD CONSTRAINT "user_package_package_id_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."package"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_package" ADD CONSTRAINT "user_package_purchase_id_purchase_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchase"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allotment" ADD CONSTRAINT "allotment_counselling_id_counselling_id_fk" FOREIGN KEY ("counselling_id") REFERENCES "public"."counselling"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allotment" ADD CONSTRAINT "allotment_institute_id_institute_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institute"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allotment" ADD CONSTRAINT "allotment_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allotment" ADD CONSTRAINT "allotment_import_run_id_import_run_id_fk" FOREIGN KEY ("import_run_id") REFERENCES "public"."import_run"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_rank" ADD CONSTRAINT "closing_rank_counselling_id_counselling_id_fk" FOREIGN KEY ("counselling_id") REFERENCES "public"."counselling"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_rank" ADD CONSTRAINT "closing_rank_institute_id_institute_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institute"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_rank" ADD CONSTRAINT "closing_rank_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_round" ADD CONSTRAINT "counselling_round_counselling_id_counselling_id_fk" FOREIGN KEY ("counselling_id") REFERENCES "public"."counselling"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee" ADD CONSTRAINT "fee_counselling_id_counselling_id_fk" FOREIGN KEY ("counselling_id") REFERENCES "public"."counselling"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee" ADD CONSTRAINT "fee_institute_id_institute_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institute"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee" ADD CONSTRAINT "fee_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee" ADD CONSTRAINT "fee_import_run_id_import_run_id_fk" FOREIGN KEY ("import_run_id") REFERENCES "public"."import_run"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_run" ADD CONSTRAINT "import_run_counselling_id_counselling_id_fk" FOREIGN KEY ("counselling_id") REFERENCES "public"."counselling"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institute" ADD CONSTRAINT "institute_university_id_university_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."university"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institute_alias" ADD CONSTRAINT "institute_alias_institute_id_institute_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institute"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_matrix" ADD CONSTRAINT "seat_matrix_counselling_id_counselling_id_fk" FOREIGN KEY ("counselling_id") REFERENCES "public"."counselling"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_matrix" ADD CONSTRAINT "seat_matrix_institute_id_institute_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institute"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_matrix" ADD CONSTRAINT "seat_matrix_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_matrix" ADD CONSTRAINT "seat_matrix_import_run_id_import_run_id_fk" FOREIGN KEY ("import_run_id") REFERENCES "public"."import_run"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_open_unique" ON "purchase" USING btree ("user_id","package_id","provider") WHERE "purchase"."status" = 'created';--> statement-breakpoint
CREATE INDEX "purchase_user_idx" ON "purchase" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_package_user_idx" ON "user_package" USING btree ("user_id","purchased_at");--> statement-breakpoint
CREATE INDEX "allotment_import_run_idx" ON "allotment" USING btree ("import_run_id");--> statement-breakpoint
CREATE INDEX "allotment_scope_idx" ON "allotment" USING btree ("counselling_id","year","round","ai_rank","id");--> statement-breakpoint
CREATE INDEX "allotment_ai_rank_idx" ON "allotment" USING btree ("counselling_id","ai_rank","id");--> statement-breakpoint
CREATE INDEX "allotment_counselling_rank_idx" ON "allotment" USING btree ("counselling_id","counselling_rank","id") WHERE "allotment"."counselling_rank" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "allotment_institute_sort_idx" ON "allotment" USING btree ("counselling_id","institute_name","course_name","id");--> statement-breakpoint
CREATE INDEX "allotment_course_sort_idx" ON "allotment" USING btree ("counselling_id","course_name","institute_name","id");--> statement-breakpoint
CREATE INDEX "allotment_institute_idx" ON "allotment" USING btree ("institute_id");--> statement-breakpoint
CREATE INDEX "closing_rank_rank_idx" ON "closing_rank" USING btree ("counselling_id","closing_ai_rank");--> statement-breakpoint
CREATE INDEX "closing_rank_counselling_rank_idx" ON "closing_rank" USING btree ("counselling_id","closing_counselling_rank");--> statement-breakpoint
CREATE INDEX "closing_rank_institute_sort_idx" ON "closing_rank" USING btree ("counselling_id","institute_name","course_name");--> statement-breakpoint
CREATE INDEX "closing_rank_course_sort_idx" ON "closing_rank" USING btree ("counselling_id","course_name","institute_name");--> statement-breakpoint
CREATE INDEX "closing_rank_institute_idx" ON "closing_rank" USING btree ("institute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "closing_rank_bucket_idx" ON "closing_rank" USING btree ("counselling_id","year","round","institute_id","course_id","quota","allotted_category");--> statement-breakpoint
CREATE INDEX "fee_institute_idx" ON "fee" USING btree ("institute_id","course_id");--> statement-breakpoint
CREATE INDEX "fee_counselling_idx" ON "fee" USING btree ("counselling_id","fee_year_1");--> statement-breakpoint
CREATE INDEX "fee_import_run_idx" ON "fee" USING btree ("import_run_id");--> statement-breakpoint
CREATE INDEX "import_run_scope_idx" ON "import_run" USING btree ("kind","scope_key");--> statement-breakpoint
CREATE INDEX "institute_state_idx" ON "institute" USING btree ("state");--> statement-breakpoint
CREATE INDEX "institute_name_key_pin_idx" ON "institute" USING btree ("name_key","pin");--> statement-breakpoint
CREATE INDEX "institute_name_idx" ON "institute" USING btree ("name");--> statement-breakpoint
CREATE INDEX "institute_alias_institute_idx" ON "institute_alias" USING btree ("institute_id");--> statement-breakpoint
CREATE INDEX "seat_matrix_scope_idx" ON "seat_matrix" USING btree ("counselling_id","year","round");--> statement-breakpoint
CREATE INDEX "seat_matrix_bucket_idx" ON "seat_matrix" USING btree ("counselling_id","institute_id","course_id");--> statement-breakpoint
CREATE INDEX "seat_matrix_institute_idx" ON "seat_matrix" USING btree ("institute_id");