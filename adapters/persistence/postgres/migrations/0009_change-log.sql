CREATE TABLE "changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"resource" text NOT NULL,
	"record_id" bigint NOT NULL,
	"code" text,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"api_key" text,
	"at" bigint NOT NULL,
	"fields" text NOT NULL,
	"record" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "changes_record_idx" ON "changes" USING btree ("resource","record_id","id");