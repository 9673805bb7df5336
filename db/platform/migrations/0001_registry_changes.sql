CREATE TABLE `registry_changes` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Written by hand below: the counter's row and the triggers that bump it (drizzle's schema has no
-- triggers). A publish (`last_publish_at`) is no change of the host table.
INSERT INTO `registry_changes` (`id`, `version`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `sites_inserted_bump` AFTER INSERT ON `sites` BEGIN UPDATE `registry_changes` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `sites_updated_bump` AFTER UPDATE OF `id`, `name`, `locales`, `status`, `database_url`, `business_id`, `is_default`, `created_at` ON `sites` BEGIN UPDATE `registry_changes` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `sites_deleted_bump` AFTER DELETE ON `sites` BEGIN UPDATE `registry_changes` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_hosts_inserted_bump` AFTER INSERT ON `site_hosts` BEGIN UPDATE `registry_changes` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_hosts_updated_bump` AFTER UPDATE ON `site_hosts` BEGIN UPDATE `registry_changes` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_hosts_deleted_bump` AFTER DELETE ON `site_hosts` BEGIN UPDATE `registry_changes` SET `version` = `version` + 1 WHERE `id` = 1; END;
