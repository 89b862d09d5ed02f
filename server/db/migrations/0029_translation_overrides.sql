CREATE TABLE "translation_override_revision" (
	"id" smallint PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL,
	CONSTRAINT "translation_override_revision_one_row" CHECK ("translation_override_revision"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "translation_overrides" (
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_overrides_locale_key_pk" PRIMARY KEY("locale","key"),
	CONSTRAINT "translation_overrides_locale_known" CHECK ("translation_overrides"."locale" in ('en', 'es', 'fr', 'pt-BR', 'zh-CN', 'ar'))
);
--> statement-breakpoint
ALTER TABLE "translation_overrides" ADD CONSTRAINT "translation_overrides_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;