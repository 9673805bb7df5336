CREATE TABLE `changelog_seen` (
	`user_id` text NOT NULL,
	`date` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`user_id`, `date`)
);
--> statement-breakpoint
CREATE TABLE `editor_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`locale` text DEFAULT 'de' NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `page_redirects` (
	`locale` text NOT NULL,
	`from_path` text NOT NULL,
	`page_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`locale`, `from_path`),
	FOREIGN KEY (`page_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `page_redirects_page_idx` ON `page_redirects` (`page_id`);--> statement-breakpoint
ALTER TABLE `fields` ADD `machine_translated` text;