import type { ReactNode } from 'react';
import { useServerRender } from './server-render';

/**
 * Content under a page's first screen. The server's render leaves it out, so the HTML a phone
 * parses and lays out before its first paint stays small; the app adds it below, where nothing
 * on screen moves.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return useServerRender() ? null : children;
}
