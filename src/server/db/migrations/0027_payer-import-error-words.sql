-- A failed payer import keeps why as a message of the errors catalog too, so the admin page words it
-- in each admin's language; the English `error` stays for the audit log.
ALTER TABLE "payer_import_runs" ADD COLUMN "error_words" jsonb;