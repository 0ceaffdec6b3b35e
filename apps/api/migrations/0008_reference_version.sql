-- What a quote reads besides tariffs (exchange rates, currencies, dictionaries, organizations,
-- commission rules) is kept in each API instance's memory while 'reference.version' stays put.
-- Every statement that changes one of those tables moves it, inside its own transaction, so no
-- write path (a screen, a seed, an import, psql) can leave an instance answering from old values.
CREATE FUNCTION bump_reference_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO system_settings (key, value) VALUES ('reference.version', '1'::jsonb)
  ON CONFLICT (key) DO UPDATE
    SET value = to_jsonb(coalesce((system_settings.value)::text::bigint, 0) + 1), updated_at = now();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER exchange_rates_reference_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exchange_rates
  FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_version();
--> statement-breakpoint
CREATE TRIGGER currencies_reference_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON currencies
  FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_version();
--> statement-breakpoint
CREATE TRIGGER dictionary_entries_reference_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dictionary_entries
  FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_version();
--> statement-breakpoint
CREATE TRIGGER organizations_reference_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_version();
--> statement-breakpoint
CREATE TRIGGER commissions_reference_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON commissions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_version();
