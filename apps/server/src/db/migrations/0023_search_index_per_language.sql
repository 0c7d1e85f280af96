-- One search index per language instead of one for both: a search always names its language, so
-- the index then finds the hits of that language only, and the documents of the other language
-- are no longer read only to be filtered out.
DROP INDEX "search_documents_search_idx";--> statement-breakpoint
CREATE INDEX "search_documents_en_idx" ON "search_documents" USING gin ("search_document") WHERE "search_documents"."language" = 'en';--> statement-breakpoint
CREATE INDEX "search_documents_nl_idx" ON "search_documents" USING gin ("search_document") WHERE "search_documents"."language" = 'nl';