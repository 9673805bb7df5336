-- Who holds the lease of an outbox row being sent (functions/services/outbox-lease.ts), so a server
-- started after a crash takes back at once the mail that a process gone from this host had claimed.
ALTER TABLE `outbox` ADD `lease_owner` text;
