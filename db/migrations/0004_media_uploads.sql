CREATE TABLE `media_uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`media_type` text NOT NULL,
	`group_id` text,
	`file_name` text NOT NULL,
	`file_size` integer NOT NULL,
	`state` text NOT NULL,
	`error` text,
	`result` text,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `media_uploads_expires_idx` ON `media_uploads` (`expires_at`);