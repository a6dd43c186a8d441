ALTER TABLE "providers" ADD COLUMN "ages_from" smallint;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "ages_to" smallint;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "languages" text[];--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "telehealth" boolean;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "facts_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_ages_order" CHECK (("providers"."ages_from" IS NULL) = ("providers"."ages_to" IS NULL) AND "providers"."ages_from" BETWEEN 0 AND 99 AND "providers"."ages_to" BETWEEN "providers"."ages_from" AND 99);