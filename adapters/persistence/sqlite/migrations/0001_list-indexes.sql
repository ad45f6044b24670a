ALTER TABLE `tasks` ADD `search_text` text;--> statement-breakpoint
ALTER TABLE `tasks` ADD `status_rank` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `tasks` ADD `priority_rank` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `tasks_label_idx` ON `tasks` (`label`,`id`) WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX `tasks_created_at_idx` ON `tasks` (`created_at`,`id`) WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX `tasks_updated_at_idx` ON `tasks` (`updated_at`,`id`) WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX `tasks_status_idx` ON `tasks` (`status_rank`,`id`) WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX `tasks_priority_idx` ON `tasks` (`priority_rank`,`id`) WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX `tasks_due_date_idx` ON `tasks` (`due_date`,`id`) WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX `tasks_assigned_to_idx` ON `tasks` (`assigned_to`,`id`) WHERE archived_at is null;--> statement-breakpoint
ALTER TABLE `template_objects` ADD `search_text` text;--> statement-breakpoint
CREATE INDEX `template_objects_label_idx` ON `template_objects` (`label`,`id`) WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX `template_objects_created_at_idx` ON `template_objects` (`created_at`,`id`) WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX `template_objects_updated_at_idx` ON `template_objects` (`updated_at`,`id`) WHERE archived_at is null;--> statement-breakpoint
UPDATE `tasks` SET
  `status_rank` = CASE `status` WHEN 'TODO' THEN 0 WHEN 'IN_PROGRESS' THEN 1 WHEN 'DONE' THEN 2 ELSE 3 END,
  `priority_rank` = CASE `priority` WHEN 'LOW' THEN 0 WHEN 'NORMAL' THEN 1 WHEN 'HIGH' THEN 2 ELSE 3 END;--> statement-breakpoint
CREATE VIRTUAL TABLE `tasks_search` USING fts5(search_text, content='tasks', content_rowid='id', tokenize='ascii', detail='none');--> statement-breakpoint
CREATE TRIGGER `tasks_search_insert` AFTER INSERT ON `tasks` BEGIN
  INSERT INTO `tasks_search`(rowid, search_text) VALUES (new.id, new.search_text);
END;--> statement-breakpoint
CREATE TRIGGER `tasks_search_delete` AFTER DELETE ON `tasks` BEGIN
  INSERT INTO `tasks_search`(`tasks_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
END;--> statement-breakpoint
CREATE TRIGGER `tasks_search_update` AFTER UPDATE OF search_text ON `tasks` BEGIN
  INSERT INTO `tasks_search`(`tasks_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
  INSERT INTO `tasks_search`(rowid, search_text) VALUES (new.id, new.search_text);
END;--> statement-breakpoint
CREATE VIRTUAL TABLE `template_objects_search` USING fts5(search_text, content='template_objects', content_rowid='id', tokenize='ascii', detail='none');--> statement-breakpoint
CREATE TRIGGER `template_objects_search_insert` AFTER INSERT ON `template_objects` BEGIN
  INSERT INTO `template_objects_search`(rowid, search_text) VALUES (new.id, new.search_text);
END;--> statement-breakpoint
CREATE TRIGGER `template_objects_search_delete` AFTER DELETE ON `template_objects` BEGIN
  INSERT INTO `template_objects_search`(`template_objects_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
END;--> statement-breakpoint
CREATE TRIGGER `template_objects_search_update` AFTER UPDATE OF search_text ON `template_objects` BEGIN
  INSERT INTO `template_objects_search`(`template_objects_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
  INSERT INTO `template_objects_search`(rowid, search_text) VALUES (new.id, new.search_text);
END;
