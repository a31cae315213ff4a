import {
  adminIdParamsSchema,
  apiErrorSchema,
  catalogueDeletedSchema,
  searchWordLineChangedSchema,
  searchWordLineInputSchema,
  searchWordsListSchema,
  SEARCH_WORDS_LIMITS,
  SEARCH_WORDS_MESSAGES,
  SEARCH_WORDS_PATHS,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuse } from '../../../lib/refusal.js';
import { addSearchWords, listSearchWords, removeSearchWords } from './search-words.js';
import { routePath } from '../../../lib/route-path.js';

// The staff's own search words (issue #30) under /api/v1/admin/search-words/: staff and admins
// list, add and remove lines of words that mean the same. Each change is one transaction with its
// audit row; once committed, every server process rebuilds its search index with the lines
// (catalogCache.invalidate(): LISTEN/NOTIFY), so the next search anywhere understands them.

const security = [{ bearer: [] }];
const staffOnly = 'Staff and admins: 401 without a token, 403 for a customer.';
const announced =
  'Recorded in the catalogue history; the search (lists, search page, suggestions) uses the change at once in every server process.';

const searchWordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, catalogCache } = app.services;
  const db = database.db;
  const actorOf = (request: { user: { userId: number } | null }) => {
    if (!request.user) throw refuse('sign_in_required');
    return request.user.userId;
  };

  app.get(
    routePath(SEARCH_WORDS_PATHS.lines),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: "The staff's lines of words that mean the same, and the built-in ones",
        description: `\`lines\`: the shop's own, oldest first, each with \`read_as\` (how the search reads each word: Devanagari in Latin letters, plurals and spaces off) and who added it. \`built_in\`: the lines reviewed with the code, read-only. ${staffOnly}`,
        security,
        response: { 200: searchWordsListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => ({ data: await listSearchWords(db) }),
  );

  app.post(
    routePath(SEARCH_WORDS_PATHS.lines),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Add a line of words that mean the same',
        description: `\`words\`: ${SEARCH_WORDS_LIMITS.wordsMin} to ${SEARCH_WORDS_LIMITS.wordsMax} words or phrases (at most ${SEARCH_WORDS_LIMITS.wordMax} characters each), in English or Nepali letters. A query with any of them finds products described with any other. 400 (\`errors.words\`) for a word the search cannot read or words it reads as one ("Power Bank", "powerbanks"); 409 for a line already in the list (in any spelling the search reads the same) or a full list (${SEARCH_WORDS_LIMITS.linesMax} lines). ${announced} ${staffOnly}`,
        security,
        body: searchWordLineInputSchema,
        response: {
          201: searchWordLineChangedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const line = await addSearchWords(db, request.body.words, actorOf(request));
      await catalogCache.invalidate();
      return reply.status(201).send({ data: line, message: SEARCH_WORDS_MESSAGES.lineAdded });
    },
  );

  app.delete(
    routePath(SEARCH_WORDS_PATHS.line, ':id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Remove a line of search words',
        description: `The search stops using it. 404 when it was already removed. ${announced} ${staffOnly}`,
        security,
        params: adminIdParamsSchema,
        response: {
          200: catalogueDeletedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await removeSearchWords(db, request.params.id, actorOf(request));
      await catalogCache.invalidate();
      return { data: { id: request.params.id }, message: SEARCH_WORDS_MESSAGES.lineRemoved };
    },
  );
};

export default searchWordsRoutes;
