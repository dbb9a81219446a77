-- The search indexes answer every keystroke of a search; they are written far less often. With GIN's default
-- fastupdate, new entries wait in a pending list (up to 4 MB) that every search scans in full until a vacuum merges it:
-- measured on the benchmark database, a KB search took 4 ms over a 352-page pending list and 0.1 ms without it, and
-- the contacts trigram index carried 258 pending pages. Writes now go straight into the index, so a search costs the
-- same whenever autovacuum last ran.
ALTER INDEX "kb_articles_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "kb_articles_title_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "contacts_tenant_search_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('kb_articles_search_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('kb_articles_title_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('contacts_tenant_search_idx'::regclass);
