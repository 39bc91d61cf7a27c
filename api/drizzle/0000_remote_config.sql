CREATE TABLE "remote_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
