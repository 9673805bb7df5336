CREATE TABLE `branches` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`name` text NOT NULL,
	`street` text NOT NULL,
	`street_number` text NOT NULL,
	`zip` text NOT NULL,
	`city` text NOT NULL,
	`phone` text,
	`email` text,
	`email_overwrite` text,
	`url` text,
	`latitude` real,
	`longitude` real,
	`opening_hours` text DEFAULT '[]' NOT NULL,
	`special_hours` text DEFAULT '[]' NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `branches_business_idx` ON `branches` (`business_id`);--> statement-breakpoint
CREATE TABLE `businesses` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`logo_media_id` text,
	`health_optics` integer DEFAULT false NOT NULL,
	`frequent_lens` integer DEFAULT false NOT NULL,
	`is_own_business` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE `changelog` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`date` text NOT NULL,
	`text_de` text NOT NULL,
	`text_fr` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `fields` (
	`id` text PRIMARY KEY NOT NULL,
	`page_id` text NOT NULL,
	`group_id` text,
	`name` text NOT NULL,
	`content` text,
	`options` text DEFAULT '{}' NOT NULL,
	`media_id` text,
	`visible` integer DEFAULT true NOT NULL,
	`published_content` text,
	`published_options` text,
	`published_media_id` text,
	`published_visible` integer,
	`published_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`page_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fields_owner_name_idx` ON `fields` (`page_id`,`group_id`,`name`);--> statement-breakpoint
CREATE TABLE `game_snapshots` (
	`id` text PRIMARY KEY NOT NULL,
	`game_name` text NOT NULL,
	`created_at` text NOT NULL,
	`state` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `groups` (
	`id` text PRIMARY KEY NOT NULL,
	`page_id` text NOT NULL,
	`parent_id` text,
	`type` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`previous_status` text,
	`position` integer DEFAULT 0 NOT NULL,
	`options` text DEFAULT '{}' NOT NULL,
	`meta` text DEFAULT '{}' NOT NULL,
	`published_position` integer,
	`published_options` text,
	`published_meta` text,
	`published_version` integer,
	`published_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`page_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `groups_page_idx` ON `groups` (`page_id`,`position`);--> statement-breakpoint
CREATE INDEX `groups_parent_idx` ON `groups` (`parent_id`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`created` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`work_quota` text,
	`description` text,
	`title_image_ids` text DEFAULT '[]' NOT NULL,
	`branch_id` text,
	`staff_first_name` text,
	`staff_last_name` text,
	`status` text DEFAULT 'published' NOT NULL,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `marketplace_items` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`direction` text NOT NULL,
	`title` text NOT NULL,
	`cost_chf` real,
	`created` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`description` text,
	`title_image_id` text,
	`to_be_picked_up` integer DEFAULT false NOT NULL,
	`subject_to_postage` integer DEFAULT false NOT NULL,
	`asking_price` integer DEFAULT false NOT NULL,
	`branch_id` text,
	`staff_first_name` text,
	`staff_last_name` text,
	`status` text DEFAULT 'published' NOT NULL,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `media` (
	`id` text PRIMARY KEY NOT NULL,
	`media_type` text NOT NULL,
	`mime_type` text NOT NULL,
	`bucket_folder` text NOT NULL,
	`object_id` text NOT NULL,
	`extension` text NOT NULL,
	`original_filename` text NOT NULL,
	`public_url` text NOT NULL,
	`file_size` integer DEFAULT 0 NOT NULL,
	`width` integer,
	`height` integer,
	`alt` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`blur_hash` text,
	`focal_point` text,
	`crop_area` text,
	`video_settings` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `navigation` (
	`id` text PRIMARY KEY NOT NULL,
	`draft` text NOT NULL,
	`published` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`submission_id` text NOT NULL,
	`purpose` text NOT NULL,
	`recipient` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`last_error` text,
	`delivered_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `outbox_status_next_idx` ON `outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `pages` (
	`id` text PRIMARY KEY NOT NULL,
	`collection` text,
	`role` text,
	`position` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`previous_status` text,
	`slug` text NOT NULL,
	`meta` text NOT NULL,
	`published_slug` text,
	`published_meta` text,
	`published_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `pages_collection_idx` ON `pages` (`collection`,`position`);--> statement-breakpoint
CREATE INDEX `pages_role_idx` ON `pages` (`role`);--> statement-breakpoint
CREATE TABLE `settings` (
	`id` text PRIMARY KEY NOT NULL,
	`draft` text NOT NULL,
	`published` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sponsor_bookings` (
	`submission_id` text NOT NULL,
	`item_key` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`submission_id`, `item_key`),
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_key`) REFERENCES `sponsor_items`(`key`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sponsor_bookings_item_idx` ON `sponsor_bookings` (`item_key`);--> statement-breakpoint
CREATE TABLE `sponsor_items` (
	`key` text PRIMARY KEY NOT NULL,
	`price_chf` integer NOT NULL,
	`capacity` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `submissions` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`payload` text NOT NULL,
	`locale` text NOT NULL,
	`client_address` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `submissions_kind_created_idx` ON `submissions` (`kind`,`created_at`);