CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"database_included" boolean NOT NULL,
	"with_secrets" boolean NOT NULL
);
