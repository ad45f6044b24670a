CREATE TABLE `rate_limit_hits` (
	`key` text NOT NULL,
	`window` integer NOT NULL,
	`hits` integer NOT NULL,
	PRIMARY KEY(`key`, `window`)
);
