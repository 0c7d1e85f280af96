CREATE TABLE "search_documents" (
	"node_id" integer PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"language" text NOT NULL,
	"search_text" text NOT NULL,
	"search_document" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "overview_entries_list_idx";--> statement-breakpoint
DROP INDEX "overview_entries_search_idx";--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_search_idx" ON "search_documents" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "overview_entries_by_date_idx" ON "overview_entries" USING btree ("source","language","node_type","starts_at" DESC NULLS LAST,"title","node_id");--> statement-breakpoint
CREATE INDEX "overview_entries_by_title_idx" ON "overview_entries" USING btree ("source","language","node_type","title","node_id");--> statement-breakpoint
ALTER TABLE "overview_entries" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "overview_entries" DROP COLUMN "search_document";--> statement-breakpoint
-- The search document moves to its own table so that overview rows stay narrow. The text of the
-- title, the header's intro and the blocks' readable fields (HTML tags removed) makes the
-- document, stemmed in the node's language, the title weighing most.
CREATE OR REPLACE FUNCTION "refresh_overview_entry"(target_node integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "overview_entries" WHERE "node_id" = target_node;
	DELETE FROM "search_documents" WHERE "node_id" = target_node;
	INSERT INTO "overview_entries" ("node_id", "source", "language", "node_type", "slug", "title", "starts_at", "ends_at",
		"term_keys", "postcode4")
	SELECT n."id", n."source", n."language", n."node_type", n."slug", r."title",
		(r."header"->>'date')::timestamptz,
		(r."header"->>'endDate')::timestamptz,
		coalesce(array(
			SELECT lower(btrim(term->>'Vocabulary')) || ':' || lower(btrim(term->>'Name'))
			FROM jsonb_array_elements(r."taxonomy_terms") AS term
		), '{}'),
		substring(r."header"->'location'->>'postcode' FROM '^\s*(\d{4})')::integer
	FROM "nodes" n
	JOIN "node_revisions" r ON r."id" = n."published_revision_id"
	WHERE n."id" = target_node AND n."slug" <> 'not-found';
	INSERT INTO "search_documents" ("node_id", "source", "language", "search_text", "search_document")
	SELECT n."id", n."source", n."language", body.text,
		setweight(to_tsvector(config.name, r."title"), 'A') || to_tsvector(config.name, body.text)
	FROM "nodes" n
	JOIN "node_revisions" r ON r."id" = n."published_revision_id"
	CROSS JOIN LATERAL (
		SELECT (CASE n."language" WHEN 'nl' THEN 'dutch' ELSE 'english' END)::regconfig AS name
	) AS config
	CROSS JOIN LATERAL (
		SELECT btrim(regexp_replace(replace(replace(regexp_replace(
			coalesce(r."header"->>'intro', '') || ' ' || coalesce(r."header"->>'pageIntro', '') || ' ' ||
			coalesce((
				SELECT string_agg(field #>> '{}', ' ')
				FROM jsonb_path_query(r."blocks",
					'strict $.** ? (@.type() == "object").keyvalue() ? (@.value.type() == "string" && (@.key == "title" || @.key == "intro" || @.key == "body" || @.key == "text" || @.key == "description" || @.key == "caption" || @.key == "subTitle" || @.key == "author" || @.key == "authorDescription" || @.key == "value")).value'
				) AS field
			), ''),
			'<[^>]*>', ' ', 'g'), '&nbsp;', ' '), '&amp;', '&'), '\s+', ' ', 'g')) AS text
	) AS body
	WHERE n."id" = target_node AND n."slug" <> 'not-found';
END
$$;
--> statement-breakpoint
SELECT "refresh_overview_entry"("id") FROM "nodes" WHERE "published_revision_id" IS NOT NULL;
