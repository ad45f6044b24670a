-- The planner counted building a row's tsvector as one comparison, so it read a table whole for a
-- word search rather than ask its GIN index (73 ms against 0.2 ms at 30 000 tasks). The same
-- expression in a function declared costly (and not inlined) makes the index the cheaper plan.
CREATE FUNCTION "search_words"(words text) RETURNS tsvector
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE COST 200
  AS $$ BEGIN RETURN array_to_tsvector(string_to_array(words, ' ')); END $$;--> statement-breakpoint
DROP INDEX "tasks_search_idx";--> statement-breakpoint
CREATE INDEX "tasks_search_idx" ON "tasks" USING gin (search_words("search_text")) WHERE archived_at is null;--> statement-breakpoint
DROP INDEX "template_objects_search_idx";--> statement-breakpoint
CREATE INDEX "template_objects_search_idx" ON "template_objects" USING gin (search_words("search_text")) WHERE archived_at is null;--> statement-breakpoint
DROP INDEX "tags_search_idx";--> statement-breakpoint
CREATE INDEX "tags_search_idx" ON "tags" USING gin (search_words("search_text"));--> statement-breakpoint
DROP INDEX "nomenclatures_search_idx";--> statement-breakpoint
CREATE INDEX "nomenclatures_search_idx" ON "nomenclatures" USING gin (search_words("search_text"));--> statement-breakpoint
DROP INDEX "badges_search_idx";--> statement-breakpoint
CREATE INDEX "badges_search_idx" ON "badges" USING gin (search_words("search_text"));--> statement-breakpoint
DROP INDEX "companies_search_idx";--> statement-breakpoint
CREATE INDEX "companies_search_idx" ON "companies" USING gin (search_words("search_text"));--> statement-breakpoint
DROP INDEX "contacts_search_idx";--> statement-breakpoint
CREATE INDEX "contacts_search_idx" ON "contacts" USING gin (search_words("search_text"));--> statement-breakpoint
DROP INDEX "users_search_idx";--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (search_words("search_text"));--> statement-breakpoint
DROP INDEX "roles_search_idx";--> statement-breakpoint
CREATE INDEX "roles_search_idx" ON "roles" USING gin (search_words("search_text"));
