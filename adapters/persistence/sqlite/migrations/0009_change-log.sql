CREATE TABLE `changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`resource` text NOT NULL,
	`record_id` integer NOT NULL,
	`code` text,
	`action` text NOT NULL,
	`actor` text NOT NULL,
	`api_key` text,
	`at` integer NOT NULL,
	`fields` text NOT NULL,
	`record` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `changes_record_idx` ON `changes` (`resource`,`record_id`,`id`);