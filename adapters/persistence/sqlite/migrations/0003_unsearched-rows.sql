CREATE INDEX `badges_unsearched_idx` ON `badges` (`id`) WHERE search_text is null;--> statement-breakpoint
CREATE INDEX `companies_unsearched_idx` ON `companies` (`id`) WHERE search_text is null;--> statement-breakpoint
CREATE INDEX `contacts_unsearched_idx` ON `contacts` (`id`) WHERE search_text is null;--> statement-breakpoint
CREATE INDEX `nomenclatures_unsearched_idx` ON `nomenclatures` (`id`) WHERE search_text is null;--> statement-breakpoint
CREATE INDEX `roles_unsearched_idx` ON `roles` (`id`) WHERE search_text is null;--> statement-breakpoint
CREATE INDEX `tags_unsearched_idx` ON `tags` (`id`) WHERE search_text is null;--> statement-breakpoint
CREATE INDEX `tasks_unsearched_idx` ON `tasks` (`id`) WHERE search_text is null;--> statement-breakpoint
CREATE INDEX `template_objects_unsearched_idx` ON `template_objects` (`id`) WHERE search_text is null;--> statement-breakpoint
CREATE INDEX `users_unsearched_idx` ON `users` (`id`) WHERE search_text is null;