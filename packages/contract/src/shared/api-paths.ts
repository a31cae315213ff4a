// Where the API lives, apart from any zod schema: the web app's request layer (in the first load)
// reads it, and the server mounts its modules under it (apps/server/src/lib/route-path.ts).

/** Every API path starts here; the server registers its modules under it. */
export const API_PREFIX = '/api/v1';

/**
 * The staff screens' API: every back-office path starts with it. The staff area stays English, so
 * the web app passes its refusals through untranslated.
 */
export const STAFF_API_PREFIX = `${API_PREFIX}/admin/`;
