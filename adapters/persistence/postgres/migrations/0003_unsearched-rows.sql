CREATE INDEX "badges_unsearched_idx" ON "badges" USING btree ("id") WHERE search_text is null;--> statement-breakpoint
CREATE INDEX "companies_unsearched_idx" ON "companies" USING btree ("id") WHERE search_text is null;--> statement-breakpoint
CREATE INDEX "contacts_unsearched_idx" ON "contacts" USING btree ("id") WHERE search_text is null;--> statement-breakpoint
CREATE INDEX "nomenclatures_unsearched_idx" ON "nomenclatures" USING btree ("id") WHERE search_text is null;--> statement-breakpoint
CREATE INDEX "roles_unsearched_idx" ON "roles" USING btree ("id") WHERE search_text is null;--> statement-breakpoint
CREATE INDEX "tags_unsearched_idx" ON "tags" USING btree ("id") WHERE search_text is null;--> statement-breakpoint
CREATE INDEX "tasks_unsearched_idx" ON "tasks" USING btree ("id") WHERE search_text is null;--> statement-breakpoint
CREATE INDEX "template_objects_unsearched_idx" ON "template_objects" USING btree ("id") WHERE search_text is null;--> statement-breakpoint
CREATE INDEX "users_unsearched_idx" ON "users" USING btree ("id") WHERE search_text is null;