import {
  CATALOGUE_CSV_PATHS,
  type CatalogueCsvApplied,
  type CatalogueCsvPreview,
  type CatalogueCsvRefused,
} from '@pasal/contract';
import { ApiError, currentAccessToken, refreshAccessToken } from '../../api/http';
import { useSession } from '../../api/session-store';

// The CSV export and import (admins only). Neither is JSON both ways (the export answers a file,
// the import sends one), so they use fetch directly, authorised like apiRequest: the token in
// memory, else a refresh first; on a 401 one refresh and one retry.

async function authorisedFetch(url: string, init: RequestInit): Promise<Response> {
  let token = currentAccessToken();
  let retried = false;
  if (!token && useSession.getState().loggedIn) {
    token = await refreshAccessToken();
    retried = true;
  }
  const send = (bearer: string | null) =>
    fetch(url, {
      ...init,
      credentials: 'same-origin',
      headers: {
        ...(init.headers as Record<string, string>),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
    });
  let response = await send(token);
  if (response.status === 401 && !retried && useSession.getState().loggedIn) {
    const fresh = await refreshAccessToken();
    if (fresh) response = await send(fresh);
  }
  return response;
}

async function refusal(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return new ApiError(response.status, body);
}

/** The catalogue as a CSV file, and the name the server gave it. */
export async function downloadCatalogue(): Promise<{ file: Blob; name: string }> {
  const response = await authorisedFetch(CATALOGUE_CSV_PATHS.export, { headers: { accept: 'text/csv' } });
  if (!response.ok) throw await refusal(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { file: await response.blob(), name: name ?? 'pasal-catalogue.csv' };
}

async function sendFile<T>(file: Blob, query: string): Promise<T> {
  const response = await authorisedFetch(`${CATALOGUE_CSV_PATHS.import}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', accept: 'application/json' },
    body: file,
  });
  if (!response.ok) throw await refusal(response);
  return (await response.json()) as T;
}

/** The dry run: every change and row error, nothing written. */
export function checkCatalogueFile(file: Blob): Promise<CatalogueCsvPreview> {
  return sendFile(file, '?dry_run=1');
}

/** Applies the file, refused (409) when its changes are no longer those of the dry run `token` came from. */
export function applyCatalogueFile(file: Blob, token: string): Promise<CatalogueCsvApplied> {
  return sendFile(file, `?expect=${encodeURIComponent(token)}`);
}

/** The row errors of a 422 from the apply. */
export function rowErrorsOf(error: unknown): CatalogueCsvRefused | null {
  if (error instanceof ApiError && error.status === 422 && Array.isArray(error.body.row_errors))
    return error.body as unknown as CatalogueCsvRefused;
  return null;
}
