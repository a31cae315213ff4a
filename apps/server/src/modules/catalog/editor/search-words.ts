import { SEARCH_WORDS_LIMITS, type SearchWordLine, type SearchWordsList } from '@pasal/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/connection.js';
import { fieldRefusal, refuse } from '../../../lib/refusal.js';
import { equivalents } from '../search/synonyms.js';
import { termOf } from '../search/text.js';
import { searchSynonyms } from './schema.js';
import { audit } from './service.js';

// The staff's own search words (issue #30): lines of words that mean the same, beside the
// built-in ones of search/synonyms.ts. A line is kept as typed; the search reads each word the
// way it reads a query (termOf: Devanagari in Latin letters, plurals and spaces off). Adding or
// removing one is a catalogue change: the caller announces it (catalogCache.invalidate()), and
// every process rebuilds its index with the lines (search/live-index.ts).

interface LineRow {
  id: number;
  words: string[];
  created_at: string | Date;
  added_by: string | null;
}

/** How the search reads a word, as the index does ('' when it holds nothing it can read). */
function readAs(words: readonly string[]): string[] {
  return words.map(termOf);
}

/** What makes two lines the same: the set of words as the search reads them. */
function sameness(words: readonly string[]): string {
  return [...new Set(readAs(words))].sort().join(' ');
}

function toLine(row: LineRow): SearchWordLine {
  return {
    id: row.id,
    words: row.words,
    read_as: readAs(row.words),
    added_by: row.added_by,
    added_at: new Date(row.created_at).toISOString(),
  };
}

const lineColumns = sql`s.id, s.words, s.created_at,
  nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS added_by`;

export async function listSearchWords(db: DbOrTx): Promise<SearchWordsList> {
  const result = await db.execute<{ [K in keyof LineRow]: LineRow[K] }>(
    sql`SELECT ${lineColumns} FROM search_synonyms s LEFT JOIN users u ON u.id = s.created_by ORDER BY s.id`,
  );
  return { lines: result.rows.map(toLine), built_in: equivalents.map((line) => [...line]) };
}

async function lineById(db: DbOrTx, id: number): Promise<SearchWordLine> {
  const result = await db.execute<{ [K in keyof LineRow]: LineRow[K] }>(
    sql`SELECT ${lineColumns} FROM search_synonyms s LEFT JOIN users u ON u.id = s.created_by WHERE s.id = ${id}`,
  );
  const row = result.rows[0];
  if (!row) throw refuse('search_words_line_not_found');
  return toLine(row);
}

/**
 * Adds a line (words already trimmed and counted by the contract's schema). Refused: a word the
 * search cannot read (no letter or digit it knows), words it reads as one ("Power Bank",
 * "powerbanks"), a line it already has in any spelling, and a full list.
 */
export async function addSearchWords(db: Database, words: string[], actorId: number): Promise<SearchWordLine> {
  const terms = readAs(words);
  const unreadable = words.find((_, i) => terms[i] === '');
  if (unreadable !== undefined) {
    const params = { word: unreadable };
    throw refuse('search_words_unreadable', params, {
      fields: { words: fieldRefusal('search_words_unreadable', params) },
    });
  }
  if (new Set(terms).size < 2)
    throw refuse('search_words_same', undefined, { fields: { words: fieldRefusal('search_words_same') } });
  const key = sameness(words);
  const id = await db.transaction(async (tx) => {
    // One writer at a time: the duplicate and size checks below stay true until this commits.
    // Readers (the index's reload) are not blocked.
    await tx.execute(sql`LOCK TABLE search_synonyms IN SHARE ROW EXCLUSIVE MODE`);
    const lines = await tx.select({ words: searchSynonyms.words }).from(searchSynonyms);
    if (lines.some((line) => sameness(line.words) === key)) throw refuse('search_words_line_exists');
    if (lines.length >= SEARCH_WORDS_LIMITS.linesMax)
      throw refuse('search_words_list_full', { max: SEARCH_WORDS_LIMITS.linesMax });
    const [created] = await tx
      .insert(searchSynonyms)
      .values({ words, createdBy: actorId })
      .returning({ id: searchSynonyms.id });
    await audit(tx, 'search_words', created!.id, actorId, [{ field: 'created', before: null, after: { words } }]);
    return created!.id;
  });
  return lineById(db, id);
}

export async function removeSearchWords(db: Database, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(searchSynonyms)
      .where(eq(searchSynonyms.id, id))
      .returning({ words: searchSynonyms.words });
    if (!removed) throw refuse('search_words_line_not_found');
    await audit(tx, 'search_words', id, actorId, [{ field: 'deleted', before: { words: removed.words }, after: null }]);
  });
}
