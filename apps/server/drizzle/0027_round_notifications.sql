CREATE TABLE "notification" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"counselling_id" text NOT NULL,
	"year" smallint NOT NULL,
	"round" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"mail_pending" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "notification_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_counselling_id_counselling_id_fk" FOREIGN KEY ("counselling_id") REFERENCES "public"."counselling"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_user_round_idx" ON "notification" USING btree ("user_id","counselling_id","year","round");--> statement-breakpoint
CREATE INDEX "notification_user_newest_idx" ON "notification" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notification_mail_pending_idx" ON "notification" USING btree ("id") WHERE "notification"."mail_pending";