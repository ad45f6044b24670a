DROP INDEX "task_tags_tag_id_idx";--> statement-breakpoint
ALTER TABLE "task_tags" ADD COLUMN "task_code" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "task_tags" ADD COLUMN "listed_status_rank" integer;--> statement-breakpoint
UPDATE "task_tags" SET
  "task_code" = "tasks"."code",
  "listed_status_rank" = CASE WHEN "tasks"."archived_at" IS NULL THEN "tasks"."status_rank" END
FROM "tasks" WHERE "tasks"."id" = "task_tags"."task_id";--> statement-breakpoint
CREATE INDEX "task_tags_listing_idx" ON "task_tags" USING btree ("tag_id","listed_status_rank","task_code","task_id");--> statement-breakpoint
CREATE FUNCTION "task_tags_copy_task"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."task_code" IS NULL THEN
    SELECT "code", CASE WHEN "archived_at" IS NULL THEN "status_rank" END
      INTO NEW."task_code", NEW."listed_status_rank"
      FROM "tasks" WHERE "id" = NEW."task_id";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "task_tags_copy_task" BEFORE INSERT ON "task_tags"
FOR EACH ROW EXECUTE FUNCTION "task_tags_copy_task"();--> statement-breakpoint
CREATE FUNCTION "task_tags_follow_task"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "task_tags" SET
    "task_code" = NEW."code",
    "listed_status_rank" = CASE WHEN NEW."archived_at" IS NULL THEN NEW."status_rank" END
  WHERE "task_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "task_tags_follow_task" AFTER UPDATE OF "code", "status_rank", "archived_at" ON "tasks"
FOR EACH ROW WHEN (
  OLD."code" IS DISTINCT FROM NEW."code"
  OR OLD."status_rank" IS DISTINCT FROM NEW."status_rank"
  OR (OLD."archived_at" IS NULL) IS DISTINCT FROM (NEW."archived_at" IS NULL)
) EXECUTE FUNCTION "task_tags_follow_task"();
