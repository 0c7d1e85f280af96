ALTER TABLE "search_documents" ADD COLUMN "node_type" text DEFAULT 'page' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "title_document" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- The site search ranks titles first and filters hits by what they are, without reading the
-- overview rows: each search document also carries the node's type and its title alone,
-- stemmed. The search page itself gets no search document (a visitor searching never wants the
-- search page as a hit), nor do pages for editors (the components showcase). The rest of the
-- function is as before.
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
	INSERT INTO "search_documents" ("node_id", "source", "language", "node_type", "search_text", "search_document",
		"title_document")
	SELECT n."id", n."source", n."language", n."node_type", body.text,
		setweight(to_tsvector(config.name, r."title"), 'A') || to_tsvector(config.name, body.text),
		to_tsvector(config.name, r."title")
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
	WHERE n."id" = target_node AND n."slug" <> 'not-found'
		AND r."template" NOT IN ('components-showcase', 'search-page');
END
$$;
--> statement-breakpoint
SELECT "refresh_overview_entry"("id") FROM "nodes";
