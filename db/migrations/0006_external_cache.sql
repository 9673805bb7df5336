CREATE TABLE `external_cache` (
	`key` text PRIMARY KEY NOT NULL,
	`tag` text NOT NULL,
	`payload` text NOT NULL,
	`fetched_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`expires_at` text NOT NULL,
	`last_error` text
);
--> statement-breakpoint
CREATE INDEX `external_cache_tag_idx` ON `external_cache` (`tag`);