-- Contact options are stored with the fields of their one contact column at the top level
-- (columnTitle, address, phoneNumber, email, primary, secondary) beside `social`. Options
-- stored in the former shape, { columns: [...], social }, take the fields of their first
-- column; a set without columns keeps only its socials.
UPDATE "contact_options"
SET "options" = (COALESCE("options" -> 'columns' -> 0, '{}'::jsonb))
  || jsonb_build_object('social', COALESCE("options" -> 'social', '{}'::jsonb))
WHERE "options" ? 'columns';
