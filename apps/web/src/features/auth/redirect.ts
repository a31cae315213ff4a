/** What a page sends to /login: where to come back to and why (docs/rules/accounts.md#sign-in). */
interface LoginState {
  redirect?: string;
  type?: string;
}

/**
 * Where to go after signing in: the redirect from navigation state when it is a path on this
 * site (never another origin), otherwise /profile. The type travels on as the router state
 * itself (the bare string, e.g. 'review', 'qna', 'checkout').
 */
export function afterLoginTarget(state: unknown): { to: string; state: string | undefined } {
  const { redirect, type } = (typeof state === 'object' && state !== null ? state : {}) as LoginState;
  const safe = typeof redirect === 'string' && /^\/(?![/\\])/.test(redirect) ? redirect : null;
  return {
    to: safe ?? '/profile',
    state: safe && typeof type === 'string' ? type : undefined,
  };
}
