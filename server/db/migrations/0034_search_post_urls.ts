import { sql, type Kysely } from "kysely";

/**
 * Blog posts in the search index were written with the blog category's URL (/blog/{slug},
 * /hr/objave/{slug}), where a post is not: a post is served at its own URL (/{slug}, /hr/{slug}),
 * as a page is. This backfill moves the indexed ones; the index writes posts at their own URL since.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE search_documents SET url = '/' || substr(url, 7) WHERE kind = 'posts' AND url LIKE '/blog/%'`.execute(
    db,
  );
  await sql`UPDATE search_documents SET url = '/hr/' || substr(url, 12) WHERE kind = 'posts' AND url LIKE '/hr/objave/%'`.execute(
    db,
  );
}
