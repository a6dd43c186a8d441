CREATE TABLE "registry_pages" (
	"run_id" uuid NOT NULL,
	"query" text NOT NULL,
	"records" jsonb NOT NULL,
	CONSTRAINT "registry_pages_run_id_query_pk" PRIMARY KEY("run_id","query")
);
--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "deactivated" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registry_pages" ADD CONSTRAINT "registry_pages_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;