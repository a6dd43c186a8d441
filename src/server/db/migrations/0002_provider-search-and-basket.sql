CREATE TABLE "care_basket_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "care_basket_items" ADD CONSTRAINT "care_basket_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_basket_items" ADD CONSTRAINT "care_basket_items_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "care_basket_user_provider_idx" ON "care_basket_items" USING btree ("user_id","provider_id");--> statement-breakpoint
CREATE INDEX "providers_services_idx" ON "providers" USING gin ("services_offered");--> statement-breakpoint
CREATE INDEX "providers_insurance_idx" ON "providers" USING gin ("accepted_insurance");--> statement-breakpoint
CREATE INDEX "providers_location_idx" ON "providers" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "providers_name_idx" ON "providers" USING btree ("name","id");