ALTER TABLE "badges" ALTER COLUMN "label" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "label" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "nomenclatures" ALTER COLUMN "label" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "roles" ALTER COLUMN "label" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "tags" ALTER COLUMN "label" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "label" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "due_date" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "assigned_to" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "template_objects" ALTER COLUMN "label" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "status_rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "priority_rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "template_objects" ADD COLUMN "search_text" text;--> statement-breakpoint
CREATE INDEX "tasks_label_idx" ON "tasks" USING btree ("label","id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "tasks_created_at_idx" ON "tasks" USING btree ("created_at","id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "tasks_updated_at_idx" ON "tasks" USING btree ("updated_at","id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "tasks_status_idx" ON "tasks" USING btree ("status_rank","id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "tasks_priority_idx" ON "tasks" USING btree ("priority_rank","id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "tasks_due_date_idx" ON "tasks" USING btree ("due_date","id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "tasks_assigned_to_idx" ON "tasks" USING btree ("assigned_to","id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "template_objects_label_idx" ON "template_objects" USING btree ("label","id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "template_objects_created_at_idx" ON "template_objects" USING btree ("created_at","id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "template_objects_updated_at_idx" ON "template_objects" USING btree ("updated_at","id") WHERE archived_at is null;--> statement-breakpoint
UPDATE "tasks" SET
  "status_rank" = CASE "status" WHEN 'TODO' THEN 0 WHEN 'IN_PROGRESS' THEN 1 WHEN 'DONE' THEN 2 ELSE 3 END,
  "priority_rank" = CASE "priority" WHEN 'LOW' THEN 0 WHEN 'NORMAL' THEN 1 WHEN 'HIGH' THEN 2 ELSE 3 END;--> statement-breakpoint
CREATE INDEX "tasks_search_idx" ON "tasks" USING gin (array_to_tsvector(string_to_array("search_text", ' '))) WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "template_objects_search_idx" ON "template_objects" USING gin (array_to_tsvector(string_to_array("search_text", ' '))) WHERE archived_at is null;
