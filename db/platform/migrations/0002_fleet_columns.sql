-- Fleet migrations (docs/decisions/0025): each site database's schema version, and the site figures
-- the upkeep will keep (mail due and waiting, failed jobs, storage). None of these columns is named
-- in the `sites_updated_bump` trigger of 0001: writing them does not bump `registry_changes`.
ALTER TABLE `sites` ADD `schema_version` integer;--> statement-breakpoint
ALTER TABLE `sites` ADD `mail_due_at` text;--> statement-breakpoint
ALTER TABLE `sites` ADD `mail_waiting` integer;--> statement-breakpoint
ALTER TABLE `sites` ADD `failed_jobs` integer;--> statement-breakpoint
ALTER TABLE `sites` ADD `storage_bytes` integer;--> statement-breakpoint
ALTER TABLE `sites` ADD `figures_at` text;