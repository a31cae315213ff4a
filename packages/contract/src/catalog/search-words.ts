import { z } from 'zod';

// The staff's own search words (issue #30, api/v1/admin/search-words/): lines of words that mean
// the same to shoppers ("speaker, भोंपू, bhompu"), added to the built-in list the search already
// knows. Staff and admins add and remove lines; every server process's search uses them at once.

export const SEARCH_WORDS_LIMITS = {
  /** Lines the shop may keep: each one is read into every process's index when it is rebuilt. */
  linesMax: 500,
  wordsMin: 2,
  wordsMax: 12,
  wordMax: 40,
} as const;

export const SEARCH_WORDS_MESSAGES = {
  twoWords: 'Enter at least two words that mean the same',
  wordRequired: 'A word is empty: remove it or write it',
  wordTooLong: `Each word can be at most ${SEARCH_WORDS_LIMITS.wordMax} characters`,
  tooManyWords: `A line can hold at most ${SEARCH_WORDS_LIMITS.wordsMax} words`,
  lineExists: 'This line is already in the list',
  lineAdded: 'Line added: the search understands it now',
  lineRemoved: 'Line removed',
} as const;

export const SEARCH_WORDS_PATHS = {
  lines: '/api/v1/admin/search-words/',
  line: (id: number) => `/api/v1/admin/search-words/${id}/`,
} as const;

const wordField = z
  .string({ message: SEARCH_WORDS_MESSAGES.wordRequired })
  .trim()
  .min(1, { message: SEARCH_WORDS_MESSAGES.wordRequired })
  .max(SEARCH_WORDS_LIMITS.wordMax, { message: SEARCH_WORDS_MESSAGES.wordTooLong });

/** POST api/v1/admin/search-words/: the words of one line, as staff wrote them. */
export const searchWordLineInputSchema = z.object({
  words: z
    .array(wordField, { message: SEARCH_WORDS_MESSAGES.twoWords })
    .min(SEARCH_WORDS_LIMITS.wordsMin, { message: SEARCH_WORDS_MESSAGES.twoWords })
    .max(SEARCH_WORDS_LIMITS.wordsMax, { message: SEARCH_WORDS_MESSAGES.tooManyWords }),
});
export type SearchWordLineInput = z.input<typeof searchWordLineInputSchema>;

/** The words typed in one box, commas (or new lines) between them: "speaker, भोंपू" → two words. */
export function splitSearchWords(text: string): string[] {
  return text
    .split(/[,،\n]/)
    .map((word) => word.trim())
    .filter((word) => word !== '');
}

export const searchWordLineSchema = z.object({
  id: z.number().int(),
  words: z.array(z.string()),
  /** How the search reads each word (Devanagari in Latin letters, plurals and spaces off). */
  read_as: z.array(z.string()),
  /** Who added the line (null once their account is gone). */
  added_by: z.string().nullable(),
  added_at: z.string(),
});
export type SearchWordLine = z.infer<typeof searchWordLineSchema>;

export const searchWordsListSchema = z.object({
  data: z.object({
    /** The staff's lines, oldest first. */
    lines: z.array(searchWordLineSchema),
    /** The lines reviewed with the code (search/synonyms.ts), read-only. */
    built_in: z.array(z.array(z.string())),
  }),
});
export type SearchWordsList = z.infer<typeof searchWordsListSchema>['data'];

export const searchWordLineChangedSchema = z.object({ data: searchWordLineSchema, message: z.string() });
