ALTER TABLE `badges` ADD `search_text` text;--> statement-breakpoint
CREATE INDEX `badges_label_idx` ON `badges` (`label`,`id`);--> statement-breakpoint
CREATE INDEX `badges_created_at_idx` ON `badges` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `badges_updated_at_idx` ON `badges` (`updated_at`,`id`);--> statement-breakpoint
ALTER TABLE `companies` ADD `search_text` text;--> statement-breakpoint
CREATE INDEX `companies_label_idx` ON `companies` (`label`,`id`);--> statement-breakpoint
CREATE INDEX `companies_created_at_idx` ON `companies` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `companies_updated_at_idx` ON `companies` (`updated_at`,`id`);--> statement-breakpoint
ALTER TABLE `contacts` ADD `search_text` text;--> statement-breakpoint
CREATE INDEX `contacts_first_name_idx` ON `contacts` (`first_name`,`id`);--> statement-breakpoint
CREATE INDEX `contacts_email_idx` ON `contacts` (`email`,`id`);--> statement-breakpoint
CREATE INDEX `contacts_company_name_idx` ON `contacts` (`company_name`,`id`);--> statement-breakpoint
CREATE INDEX `contacts_created_at_idx` ON `contacts` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `contacts_updated_at_idx` ON `contacts` (`updated_at`,`id`);--> statement-breakpoint
ALTER TABLE `nomenclatures` ADD `search_text` text;--> statement-breakpoint
CREATE INDEX `nomenclatures_label_idx` ON `nomenclatures` (`label`,`id`);--> statement-breakpoint
CREATE INDEX `nomenclatures_created_at_idx` ON `nomenclatures` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `nomenclatures_updated_at_idx` ON `nomenclatures` (`updated_at`,`id`);--> statement-breakpoint
ALTER TABLE `roles` ADD `search_text` text;--> statement-breakpoint
CREATE INDEX `roles_label_idx` ON `roles` (`label`,`id`);--> statement-breakpoint
ALTER TABLE `tags` ADD `search_text` text;--> statement-breakpoint
CREATE INDEX `tags_label_idx` ON `tags` (`label`,`id`);--> statement-breakpoint
CREATE INDEX `tags_created_at_idx` ON `tags` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `tags_updated_at_idx` ON `tags` (`updated_at`,`id`);--> statement-breakpoint
ALTER TABLE `users` ADD `search_text` text;--> statement-breakpoint
CREATE INDEX `users_username_idx` ON `users` (`username`,`id`);--> statement-breakpoint
CREATE INDEX `users_created_at_idx` ON `users` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `users_updated_at_idx` ON `users` (`updated_at`,`id`);--> statement-breakpoint
CREATE VIRTUAL TABLE `tags_search` USING fts5(search_text, content='tags', content_rowid='id', tokenize='ascii', detail='none');--> statement-breakpoint
CREATE TRIGGER `tags_search_insert` AFTER INSERT ON `tags` BEGIN
  INSERT INTO `tags_search`(rowid, search_text) VALUES (new.id, new.search_text);
END;--> statement-breakpoint
CREATE TRIGGER `tags_search_delete` AFTER DELETE ON `tags` BEGIN
  INSERT INTO `tags_search`(`tags_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
END;--> statement-breakpoint
CREATE TRIGGER `tags_search_update` AFTER UPDATE OF search_text ON `tags` BEGIN
  INSERT INTO `tags_search`(`tags_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
  INSERT INTO `tags_search`(rowid, search_text) VALUES (new.id, new.search_text);
END;--> statement-breakpoint
CREATE VIRTUAL TABLE `nomenclatures_search` USING fts5(search_text, content='nomenclatures', content_rowid='id', tokenize='ascii', detail='none');--> statement-breakpoint
CREATE TRIGGER `nomenclatures_search_insert` AFTER INSERT ON `nomenclatures` BEGIN
  INSERT INTO `nomenclatures_search`(rowid, search_text) VALUES (new.id, new.search_text);
END;--> statement-breakpoint
CREATE TRIGGER `nomenclatures_search_delete` AFTER DELETE ON `nomenclatures` BEGIN
  INSERT INTO `nomenclatures_search`(`nomenclatures_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
END;--> statement-breakpoint
CREATE TRIGGER `nomenclatures_search_update` AFTER UPDATE OF search_text ON `nomenclatures` BEGIN
  INSERT INTO `nomenclatures_search`(`nomenclatures_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
  INSERT INTO `nomenclatures_search`(rowid, search_text) VALUES (new.id, new.search_text);
END;--> statement-breakpoint
CREATE VIRTUAL TABLE `badges_search` USING fts5(search_text, content='badges', content_rowid='id', tokenize='ascii', detail='none');--> statement-breakpoint
CREATE TRIGGER `badges_search_insert` AFTER INSERT ON `badges` BEGIN
  INSERT INTO `badges_search`(rowid, search_text) VALUES (new.id, new.search_text);
END;--> statement-breakpoint
CREATE TRIGGER `badges_search_delete` AFTER DELETE ON `badges` BEGIN
  INSERT INTO `badges_search`(`badges_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
END;--> statement-breakpoint
CREATE TRIGGER `badges_search_update` AFTER UPDATE OF search_text ON `badges` BEGIN
  INSERT INTO `badges_search`(`badges_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
  INSERT INTO `badges_search`(rowid, search_text) VALUES (new.id, new.search_text);
END;--> statement-breakpoint
CREATE VIRTUAL TABLE `companies_search` USING fts5(search_text, content='companies', content_rowid='id', tokenize='ascii', detail='none');--> statement-breakpoint
CREATE TRIGGER `companies_search_insert` AFTER INSERT ON `companies` BEGIN
  INSERT INTO `companies_search`(rowid, search_text) VALUES (new.id, new.search_text);
END;--> statement-breakpoint
CREATE TRIGGER `companies_search_delete` AFTER DELETE ON `companies` BEGIN
  INSERT INTO `companies_search`(`companies_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
END;--> statement-breakpoint
CREATE TRIGGER `companies_search_update` AFTER UPDATE OF search_text ON `companies` BEGIN
  INSERT INTO `companies_search`(`companies_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
  INSERT INTO `companies_search`(rowid, search_text) VALUES (new.id, new.search_text);
END;--> statement-breakpoint
CREATE VIRTUAL TABLE `contacts_search` USING fts5(search_text, content='contacts', content_rowid='id', tokenize='ascii', detail='none');--> statement-breakpoint
CREATE TRIGGER `contacts_search_insert` AFTER INSERT ON `contacts` BEGIN
  INSERT INTO `contacts_search`(rowid, search_text) VALUES (new.id, new.search_text);
END;--> statement-breakpoint
CREATE TRIGGER `contacts_search_delete` AFTER DELETE ON `contacts` BEGIN
  INSERT INTO `contacts_search`(`contacts_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
END;--> statement-breakpoint
CREATE TRIGGER `contacts_search_update` AFTER UPDATE OF search_text ON `contacts` BEGIN
  INSERT INTO `contacts_search`(`contacts_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
  INSERT INTO `contacts_search`(rowid, search_text) VALUES (new.id, new.search_text);
END;--> statement-breakpoint
CREATE VIRTUAL TABLE `users_search` USING fts5(search_text, content='users', content_rowid='id', tokenize='ascii', detail='none');--> statement-breakpoint
CREATE TRIGGER `users_search_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO `users_search`(rowid, search_text) VALUES (new.id, new.search_text);
END;--> statement-breakpoint
CREATE TRIGGER `users_search_delete` AFTER DELETE ON `users` BEGIN
  INSERT INTO `users_search`(`users_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
END;--> statement-breakpoint
CREATE TRIGGER `users_search_update` AFTER UPDATE OF search_text ON `users` BEGIN
  INSERT INTO `users_search`(`users_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
  INSERT INTO `users_search`(rowid, search_text) VALUES (new.id, new.search_text);
END;--> statement-breakpoint
CREATE VIRTUAL TABLE `roles_search` USING fts5(search_text, content='roles', content_rowid='id', tokenize='ascii', detail='none');--> statement-breakpoint
CREATE TRIGGER `roles_search_insert` AFTER INSERT ON `roles` BEGIN
  INSERT INTO `roles_search`(rowid, search_text) VALUES (new.id, new.search_text);
END;--> statement-breakpoint
CREATE TRIGGER `roles_search_delete` AFTER DELETE ON `roles` BEGIN
  INSERT INTO `roles_search`(`roles_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
END;--> statement-breakpoint
CREATE TRIGGER `roles_search_update` AFTER UPDATE OF search_text ON `roles` BEGIN
  INSERT INTO `roles_search`(`roles_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
  INSERT INTO `roles_search`(rowid, search_text) VALUES (new.id, new.search_text);
END;
