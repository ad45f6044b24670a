CREATE INDEX "tasks_values_idx" ON "tasks" USING btree ("status_rank","priority_rank","id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "tasks_values_code_idx" ON "tasks" USING btree ("status_rank","priority_rank","code","id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "tasks_values_label_idx" ON "tasks" USING btree ("status_rank","priority_rank","label","id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "tasks_values_created_at_idx" ON "tasks" USING btree ("status_rank","priority_rank","created_at","id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "tasks_values_updated_at_idx" ON "tasks" USING btree ("status_rank","priority_rank","updated_at","id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "tasks_values_due_date_idx" ON "tasks" USING btree ("status_rank","priority_rank","due_date","id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "tasks_values_assigned_to_idx" ON "tasks" USING btree ("status_rank","priority_rank","assigned_to","id") WHERE archived_at is null;