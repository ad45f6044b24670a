CREATE TABLE `app_secrets` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `badge_contacts` (
	`badge_id` integer NOT NULL,
	`contact_id` integer NOT NULL,
	PRIMARY KEY(`badge_id`, `contact_id`),
	FOREIGN KEY (`badge_id`) REFERENCES `badges`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `badge_contacts_contact_id_idx` ON `badge_contacts` (`contact_id`);--> statement-breakpoint
CREATE TABLE `badges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`label` text NOT NULL,
	`description` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `badges_code_unique` ON `badges` (`code`);--> statement-breakpoint
CREATE TABLE `companies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`label` text NOT NULL,
	`description` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `companies_code_unique` ON `companies` (`code`);--> statement-breakpoint
CREATE TABLE `contacts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`company_name` text,
	`email` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contacts_name_idx` ON `contacts` (`last_name`,`first_name`,`id`);--> statement-breakpoint
CREATE TABLE `llm_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`base_url` text NOT NULL,
	`model` text NOT NULL,
	`timeout_seconds` integer NOT NULL,
	`token` text,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `nomenclatures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`label` text NOT NULL,
	`description` text,
	`parent_id` integer,
	`created_at` integer NOT NULL,
	`created_by` text DEFAULT 'unknown' NOT NULL,
	`updated_at` integer NOT NULL,
	`updated_by` text DEFAULT 'unknown' NOT NULL,
	FOREIGN KEY (`parent_id`) REFERENCES `nomenclatures`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `nomenclatures_code_unique` ON `nomenclatures` (`code`);--> statement-breakpoint
CREATE INDEX `nomenclatures_parent_id_idx` ON `nomenclatures` (`parent_id`);--> statement-breakpoint
CREATE TABLE `role_settings` (
	`role_id` integer PRIMARY KEY NOT NULL,
	`view_mode` text NOT NULL,
	FOREIGN KEY (`role_id`) REFERENCES `roles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `roles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`label` text NOT NULL,
	`system` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `roles_code_unique` ON `roles` (`code`);--> statement-breakpoint
CREATE TABLE `tags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`label` text NOT NULL,
	`description` text,
	`created_at` integer NOT NULL,
	`created_by` text DEFAULT 'unknown' NOT NULL,
	`updated_at` integer NOT NULL,
	`updated_by` text DEFAULT 'unknown' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tags_code_unique` ON `tags` (`code`);--> statement-breakpoint
CREATE TABLE `task_tags` (
	`task_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	PRIMARY KEY(`task_id`, `tag_id`),
	FOREIGN KEY (`task_id`) REFERENCES `tasks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `task_tags_tag_id_idx` ON `task_tags` (`tag_id`);--> statement-breakpoint
CREATE TABLE `tasks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`label` text NOT NULL,
	`description` text,
	`status` text NOT NULL,
	`priority` text NOT NULL,
	`due_date` text,
	`assigned_to` text,
	`nomenclature_id` integer,
	`created_at` integer NOT NULL,
	`created_by` text DEFAULT 'unknown' NOT NULL,
	`updated_at` integer NOT NULL,
	`updated_by` text DEFAULT 'unknown' NOT NULL,
	`archived_at` integer,
	`archived_by` text,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`nomenclature_id`) REFERENCES `nomenclatures`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tasks_active_code_unique` ON `tasks` (`code`) WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX `tasks_nomenclature_id_idx` ON `tasks` (`nomenclature_id`);--> statement-breakpoint
CREATE TABLE `template_objects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`label` text NOT NULL,
	`description` text,
	`created_at` integer NOT NULL,
	`created_by` text DEFAULT 'unknown' NOT NULL,
	`updated_at` integer NOT NULL,
	`updated_by` text DEFAULT 'unknown' NOT NULL,
	`archived_at` integer,
	`archived_by` text,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `template_objects_active_code_unique` ON `template_objects` (`code`) WHERE archived_at is null;--> statement-breakpoint
CREATE TABLE `user_roles` (
	`user_id` integer NOT NULL,
	`role_id` integer NOT NULL,
	PRIMARY KEY(`user_id`, `role_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`role_id`) REFERENCES `roles`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `user_roles_role_id_idx` ON `user_roles` (`role_id`);--> statement-breakpoint
CREATE TABLE `user_settings` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`view_mode` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`username_key` text NOT NULL,
	`enabled` integer NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_key_unique` ON `users` (`username_key`);