-- Version history and scheduled publishing (docs/decisions/0020): every publish of a page kept
-- with who, when, the page as published and what changed; publishes set for a later time.
CREATE TABLE `page_versions` (
	`id` text PRIMARY KEY NOT NULL,
	`page_id` text NOT NULL,
	`sequence` integer NOT NULL,
	`published_at` text NOT NULL,
	`published_by_kind` text NOT NULL,
	`published_by_id` text,
	`published_by_name` text,
	`published_by_email` text,
	`snapshot` text NOT NULL,
	`summary` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`page_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `page_versions_page_sequence_idx` ON `page_versions` (`page_id`,`sequence`);--> statement-breakpoint
CREATE TABLE `scheduled_publishes` (
	`id` text PRIMARY KEY NOT NULL,
	`page_id` text NOT NULL,
	`due_at` text NOT NULL,
	`created_by_id` text,
	`created_by_name` text,
	`created_by_email` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`failure_reason` text,
	`failure_detail` text,
	`settled_at` text,
	FOREIGN KEY (`page_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `scheduled_publishes_state_due_idx` ON `scheduled_publishes` (`state`,`due_at`);--> statement-breakpoint
CREATE INDEX `scheduled_publishes_page_idx` ON `scheduled_publishes` (`page_id`);