-- A number that changes whenever the subscriptions, their event types or whether they run change:
-- an instance that knows no running subscription takes an event type writes a lone record without
-- looking for deliveries, on the condition that this number is still the one it read. The row
-- makes the number change with the commit of the change; the sequence, that it is never given
-- twice, even if the row is deleted (it then reads as 0).
CREATE SEQUENCE "webhook_subscriptions_versions";
--> statement-breakpoint
CREATE TABLE "webhook_subscriptions_version" (
	"id" integer PRIMARY KEY CHECK ("id" = 1),
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "webhook_subscriptions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "webhook_subscriptions_version" ("id", "version")
	VALUES (1, nextval('webhook_subscriptions_versions'))
	ON CONFLICT ("id") DO UPDATE SET "version" = excluded."version";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "webhooks_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "webhooks"
	FOR EACH STATEMENT EXECUTE FUNCTION "webhook_subscriptions_changed"();
--> statement-breakpoint
CREATE TRIGGER "webhook_events_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "webhook_events"
	FOR EACH STATEMENT EXECUTE FUNCTION "webhook_subscriptions_changed"();
--> statement-breakpoint
-- Raised by a write whose writer's knowledge of the subscriptions is out of date: nothing is
-- written, and the writer reads them again and writes with their deliveries.
CREATE FUNCTION "webhook_subscriptions_stale"("current" bigint) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	RAISE EXCEPTION 'webhook subscriptions changed (version %)', "current" USING ERRCODE = 'WH001';
END
$$;
