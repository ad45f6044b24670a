-- The search index holds the listed (active) rows only: a word of archived rows costs a search nothing.
DROP TRIGGER `tasks_search_insert`;--> statement-breakpoint
DROP TRIGGER `tasks_search_delete`;--> statement-breakpoint
DROP TRIGGER `tasks_search_update`;--> statement-breakpoint
INSERT INTO `tasks_search`(`tasks_search`, rowid, search_text)
  SELECT 'delete', id, search_text FROM `tasks` WHERE archived_at IS NOT NULL;--> statement-breakpoint
CREATE TRIGGER `tasks_search_insert` AFTER INSERT ON `tasks` WHEN new.archived_at IS NULL BEGIN
  INSERT INTO `tasks_search`(rowid, search_text) VALUES (new.id, new.search_text);
END;--> statement-breakpoint
CREATE TRIGGER `tasks_search_delete` AFTER DELETE ON `tasks` WHEN old.archived_at IS NULL BEGIN
  INSERT INTO `tasks_search`(`tasks_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
END;--> statement-breakpoint
CREATE TRIGGER `tasks_search_update` AFTER UPDATE OF search_text, archived_at ON `tasks` BEGIN
  INSERT INTO `tasks_search`(`tasks_search`, rowid, search_text)
    SELECT 'delete', old.id, old.search_text WHERE old.archived_at IS NULL;
  INSERT INTO `tasks_search`(rowid, search_text)
    SELECT new.id, new.search_text WHERE new.archived_at IS NULL;
END;--> statement-breakpoint
DROP TRIGGER `template_objects_search_insert`;--> statement-breakpoint
DROP TRIGGER `template_objects_search_delete`;--> statement-breakpoint
DROP TRIGGER `template_objects_search_update`;--> statement-breakpoint
INSERT INTO `template_objects_search`(`template_objects_search`, rowid, search_text)
  SELECT 'delete', id, search_text FROM `template_objects` WHERE archived_at IS NOT NULL;--> statement-breakpoint
CREATE TRIGGER `template_objects_search_insert` AFTER INSERT ON `template_objects` WHEN new.archived_at IS NULL BEGIN
  INSERT INTO `template_objects_search`(rowid, search_text) VALUES (new.id, new.search_text);
END;--> statement-breakpoint
CREATE TRIGGER `template_objects_search_delete` AFTER DELETE ON `template_objects` WHEN old.archived_at IS NULL BEGIN
  INSERT INTO `template_objects_search`(`template_objects_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
END;--> statement-breakpoint
CREATE TRIGGER `template_objects_search_update` AFTER UPDATE OF search_text, archived_at ON `template_objects` BEGIN
  INSERT INTO `template_objects_search`(`template_objects_search`, rowid, search_text)
    SELECT 'delete', old.id, old.search_text WHERE old.archived_at IS NULL;
  INSERT INTO `template_objects_search`(rowid, search_text)
    SELECT new.id, new.search_text WHERE new.archived_at IS NULL;
END;
