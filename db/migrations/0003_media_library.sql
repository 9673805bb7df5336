ALTER TABLE `media` ADD `parent_id` text;--> statement-breakpoint
ALTER TABLE `media` ADD `content_hash` text;--> statement-breakpoint
ALTER TABLE `media` ADD `created_at` text;--> statement-breakpoint
CREATE INDEX `media_parent` ON `media` (`parent_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `media_updated` ON `media` (`updated_at`);--> statement-breakpoint
UPDATE `media` SET `created_at` = `updated_at` WHERE `created_at` IS NULL;
