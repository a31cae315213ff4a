import { ApiError, currentAccessToken, refreshAccessToken } from './http';
import { useSession } from './session-store';

// Files to and from the API (CSV exports and imports): not JSON both ways, so they use fetch
// directly, authorised like apiRequest: the token in memory, else a refresh first; on a 401 one
// refresh and one retry.

export async function authorisedFetch(url: string, init: RequestInit): Promise<Response> {
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
    const fresh = await refreshAccessToken(token);
    if (fresh) response = await send(fresh);
  }
  return response;
}

/** A refused answer as the ApiError apiRequest would have thrown. */
export async function refusal(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return new ApiError(response.status, body);
}

/** A file the API answers, and the name the server gave it (`fallback` when it gave none). */
export async function downloadFile(
  url: string,
  accept: string,
  fallback: string,
): Promise<{ file: Blob; name: string }> {
  const response = await authorisedFetch(url, { headers: { accept } });
  if (!response.ok) throw await refusal(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { file: await response.blob(), name: name ?? fallback };
}

/** Hands a file to the browser's downloads. */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
