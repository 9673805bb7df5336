-- The language of each outbox message (its Content-Language header): German for the business's
-- notification, the visitor's language for the confirmation. Older rows keep null (no header).
ALTER TABLE `outbox` ADD `language` text;
