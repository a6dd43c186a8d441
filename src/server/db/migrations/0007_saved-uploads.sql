CREATE TABLE "saved_uploads" (
	"upload_key" uuid PRIMARY KEY NOT NULL,
	"image_path" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
