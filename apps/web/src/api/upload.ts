import { ApiError, currentAccessToken, refreshAccessToken } from './http';
import { useSession } from './session-store';

// One file sent as a request body with XMLHttpRequest, because fetch cannot report how much of an
// upload has gone out. Authorised like apiRequest (api/http.ts): the access token in memory, else a
// refresh first; on a 401 one refresh and one retry; a refusal becomes the same ApiError.

/** Thrown when the request never got an answer (offline, server unreachable). */
export class UploadNetworkError extends Error {
  constructor() {
    super('The upload did not reach the shop');
  }
}

export interface UploadOptions {
  /** The body's Content-Type (the file's image type). */
  contentType: string;
  /** 0..1 as the bytes go out. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

function parse(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function sendOnce(url: string, file: Blob, token: string | null, options: UploadOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    request.open('POST', url);
    request.setRequestHeader('content-type', options.contentType);
    request.setRequestHeader('accept', 'application/json');
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      options.signal?.removeEventListener('abort', abort);
      resolve({ status: request.status, body: parse(request.responseText) });
    };
    request.onerror = () => {
      options.signal?.removeEventListener('abort', abort);
      reject(new UploadNetworkError());
    };
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', abort, { once: true });
    request.send(file);
  });
}

/** Uploads `file` to `url` (POST) and returns the JSON answer; throws ApiError for a non-2xx. */
export async function uploadWithProgress<T>(url: string, file: Blob, options: UploadOptions): Promise<T> {
  let token = currentAccessToken();
  let retried = false;
  if (!token && useSession.getState().loggedIn) {
    token = await refreshAccessToken();
    retried = true;
  }
  let answer = await sendOnce(url, file, token, options);
  if (answer.status === 401 && !retried && useSession.getState().loggedIn) {
    const fresh = await refreshAccessToken();
    if (fresh) {
      options.onProgress?.(0);
      answer = await sendOnce(url, file, fresh, options);
    }
  }
  if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, answer.body);
  return answer.body as T;
}
