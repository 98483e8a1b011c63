-- Payments that never take money for nothing (docs/decisions/0068-payments-never-for-nothing.md):
-- webhook events are deduplicated on a key read from the signed body (the header's event id is
-- unsigned); a purchase's provider order is created under a claim, one create at a time; a
-- captured payment that did not pay its own open purchase is recorded for an operator.
CREATE TABLE "payment_incident" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"provider_order_id" text,
	"purchase_id" text,
	"user_id" text,
	"package_id" text,
	"amount_paise" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"action" text NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_incident_payment_unique" UNIQUE("provider","provider_payment_id")
);
--> statement-breakpoint
ALTER TABLE "payment_event" DROP CONSTRAINT "payment_event_provider_event_unique";--> statement-breakpoint
ALTER TABLE "payment_event" ALTER COLUMN "provider_event_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_event" ADD COLUMN "event_key" text;--> statement-breakpoint
-- Events received before this migration keep their header id as their key.
UPDATE "payment_event" SET "event_key" = 'event-id:' || "provider_event_id";--> statement-breakpoint
ALTER TABLE "payment_event" ALTER COLUMN "event_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase" ADD COLUMN "order_claim" text;--> statement-breakpoint
ALTER TABLE "purchase" ADD COLUMN "order_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_incident" ADD CONSTRAINT "payment_incident_purchase_id_purchase_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchase"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_incident" ADD CONSTRAINT "payment_incident_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_incident" ADD CONSTRAINT "payment_incident_package_id_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."package"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_incident_created_idx" ON "payment_incident" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "payment_event" ADD CONSTRAINT "payment_event_provider_key_unique" UNIQUE("provider","event_key");