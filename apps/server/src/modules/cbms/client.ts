import { CBMS_ANSWERS, CBMS_SENT_CODES } from '@pasal/contract';
import type { CbmsBill, CbmsBillReturn } from './payload.js';

// One POST to CBMS. CBMS answers with a bare code as its body (200, or 100 … 105; public
// integrations compare the body's text with "200"); a JSON number or quoted string reads the same.

/** How long CBMS may take to answer before the attempt counts as failed (and is retried). */
const TIMEOUT_MS = 30_000;

export interface CbmsAnswer {
  /** CBMS has the document (200, or 101: it had it already). */
  sent: boolean;
  /** CBMS's code; null when it could not be reached or answered something else. */
  code: number | null;
  /** In words, for the order page. */
  answer: string;
}

/** The code in a CBMS reply body: '200', 200, "101" (JSON), or null for anything else. */
export function answerCode(body: string): number | null {
  const text = body
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();
  return /^\d{3}$/.test(text) ? Number(text) : null;
}

export function describeAnswer(code: number): string {
  const words = (CBMS_ANSWERS as Record<number, string>)[code];
  return words ? `${code}: ${words}` : `${code}: unknown answer`;
}

export async function postToCbms(
  fetchImpl: typeof fetch,
  baseUrl: string,
  path: 'api/bill' | 'api/billreturn',
  payload: CbmsBill | CbmsBillReturn,
): Promise<CbmsAnswer> {
  let response: Response;
  let body: string;
  try {
    response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/plain' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    body = await response.text();
  } catch (error) {
    return { sent: false, code: null, answer: `CBMS could not be reached: ${(error as Error).message}`.slice(0, 500) };
  }
  const code = answerCode(body);
  if (code === null) {
    return {
      sent: false,
      code: null,
      answer: `CBMS answered HTTP ${response.status} without a code: ${body.slice(0, 200)}`,
    };
  }
  return { sent: CBMS_SENT_CODES.includes(code), code, answer: describeAnswer(code) };
}
