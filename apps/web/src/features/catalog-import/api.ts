import {
  CATALOGUE_CSV_PATHS,
  type CatalogueCsvApplied,
  type CatalogueCsvPreview,
  type CatalogueCsvRefused,
} from '@pasal/contract';
import { authorisedFetch, downloadFile, refusal } from '../../api/file-transfer';
import { ApiError } from '../../api/http';

// The CSV export and import (admins only): files both ways (api/file-transfer.ts).

/** The catalogue as a CSV file, and the name the server gave it. */
export function downloadCatalogue(): Promise<{ file: Blob; name: string }> {
  return downloadFile(CATALOGUE_CSV_PATHS.export, 'text/csv', 'pasal-catalogue.csv');
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
