ALTER TABLE "contacts" ALTER COLUMN "company_name" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "contacts" ALTER COLUMN "email" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "badges" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "nomenclatures" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text;--> statement-breakpoint
CREATE INDEX "badges_label_idx" ON "badges" USING btree ("label","id");--> statement-breakpoint
CREATE INDEX "badges_created_at_idx" ON "badges" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "badges_updated_at_idx" ON "badges" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "companies_label_idx" ON "companies" USING btree ("label","id");--> statement-breakpoint
CREATE INDEX "companies_created_at_idx" ON "companies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "companies_updated_at_idx" ON "companies" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "contacts_first_name_idx" ON "contacts" USING btree ("first_name","id");--> statement-breakpoint
CREATE INDEX "contacts_email_idx" ON "contacts" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "contacts_company_name_idx" ON "contacts" USING btree ("company_name","id");--> statement-breakpoint
CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_updated_at_idx" ON "contacts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "nomenclatures_label_idx" ON "nomenclatures" USING btree ("label","id");--> statement-breakpoint
CREATE INDEX "nomenclatures_created_at_idx" ON "nomenclatures" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "nomenclatures_updated_at_idx" ON "nomenclatures" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "roles_label_idx" ON "roles" USING btree ("label","id");--> statement-breakpoint
CREATE INDEX "tags_label_idx" ON "tags" USING btree ("label","id");--> statement-breakpoint
CREATE INDEX "tags_created_at_idx" ON "tags" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tags_updated_at_idx" ON "tags" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "users_username_idx" ON "users" USING btree ("username","id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "tags_search_idx" ON "tags" USING gin (array_to_tsvector(string_to_array("search_text", ' ')));--> statement-breakpoint
CREATE INDEX "nomenclatures_search_idx" ON "nomenclatures" USING gin (array_to_tsvector(string_to_array("search_text", ' ')));--> statement-breakpoint
CREATE INDEX "badges_search_idx" ON "badges" USING gin (array_to_tsvector(string_to_array("search_text", ' ')));--> statement-breakpoint
CREATE INDEX "companies_search_idx" ON "companies" USING gin (array_to_tsvector(string_to_array("search_text", ' ')));--> statement-breakpoint
CREATE INDEX "contacts_search_idx" ON "contacts" USING gin (array_to_tsvector(string_to_array("search_text", ' ')));--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (array_to_tsvector(string_to_array("search_text", ' ')));--> statement-breakpoint
CREATE INDEX "roles_search_idx" ON "roles" USING gin (array_to_tsvector(string_to_array("search_text", ' ')));
