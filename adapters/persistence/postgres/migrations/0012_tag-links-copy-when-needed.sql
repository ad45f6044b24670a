-- A link inserted with its task's code already copied (a restore's, an import's) does not call the
-- copying function at all: Postgres tests the WHEN clause itself, as SQLite's trigger does.
DROP TRIGGER "task_tags_copy_task" ON "task_tags";--> statement-breakpoint
CREATE TRIGGER "task_tags_copy_task" BEFORE INSERT ON "task_tags"
FOR EACH ROW WHEN (NEW."task_code" IS NULL) EXECUTE FUNCTION "task_tags_copy_task"();
