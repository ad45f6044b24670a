DROP INDEX `task_tags_tag_id_idx`;--> statement-breakpoint
ALTER TABLE `task_tags` ADD `task_code` text;--> statement-breakpoint
ALTER TABLE `task_tags` ADD `listed_status_rank` integer;--> statement-breakpoint
UPDATE `task_tags` SET
  `task_code` = (SELECT `code` FROM `tasks` WHERE `tasks`.`id` = `task_tags`.`task_id`),
  `listed_status_rank` = (SELECT CASE WHEN `archived_at` IS NULL THEN `status_rank` END FROM `tasks` WHERE `tasks`.`id` = `task_tags`.`task_id`);--> statement-breakpoint
CREATE INDEX `task_tags_listing_idx` ON `task_tags` (`tag_id`,`listed_status_rank`,`task_code`,`task_id`);--> statement-breakpoint
CREATE TRIGGER `task_tags_copy_task` AFTER INSERT ON `task_tags` WHEN new.`task_code` IS NULL BEGIN
  UPDATE `task_tags` SET
    `task_code` = (SELECT `code` FROM `tasks` WHERE `id` = new.`task_id`),
    `listed_status_rank` = (SELECT CASE WHEN `archived_at` IS NULL THEN `status_rank` END FROM `tasks` WHERE `id` = new.`task_id`)
  WHERE `task_id` = new.`task_id` AND `tag_id` = new.`tag_id`;
END;--> statement-breakpoint
CREATE TRIGGER `task_tags_follow_task` AFTER UPDATE OF `code`, `status_rank`, `archived_at` ON `tasks`
WHEN old.`code` IS NOT new.`code` OR old.`status_rank` IS NOT new.`status_rank` OR (old.`archived_at` IS NULL) IS NOT (new.`archived_at` IS NULL) BEGIN
  UPDATE `task_tags` SET
    `task_code` = new.`code`,
    `listed_status_rank` = CASE WHEN new.`archived_at` IS NULL THEN new.`status_rank` END
  WHERE `task_id` = new.`id`;
END;
