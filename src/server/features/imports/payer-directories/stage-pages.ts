import type { ErrorMessage } from '@shared/api/error-messages';
import type { DirectoryPage, DirectoryReader, DirectorySearch } from './fhir/directory-client';
import { DirectoryError } from './fhir/directory-error';

/**
 * The first page a stage reads: the page after the kept `nextUrl`, else the search's first one.
 * A kept link the directory has forgotten starts the stage again (saving is idempotent). A
 * directory that answers 400 to `_lastUpdated`, as some public ones do, is asked once more for
 * everything, after `onChangesRefused` (which returns that search) has noted it.
 */
export async function firstStagePage(
  reader: DirectoryReader,
  search: DirectorySearch,
  nextUrl: string | null,
  onChangesRefused: () => Promise<DirectorySearch>,
): Promise<DirectoryPage> {
  if (nextUrl) {
    try {
      return await reader.next(nextUrl);
    } catch (error) {
      if (!(error instanceof DirectoryError && error.kind === 'expired')) throw error;
    }
  }
  try {
    return await reader.first(search);
  } catch (error) {
    if (!('_lastUpdated' in search.params && isBadRequest(error))) throw error;
    return reader.first(await onChangesRefused());
  }
}

/** HTTP 400: the directory did not understand the search (the client words it as such). */
const isBadRequest = (error: unknown) =>
  error instanceof DirectoryError && error.kind === 'refused' && isHttpStatus(error.words, 400);

const isHttpStatus = (words: ErrorMessage, status: number) =>
  words.key === 'payers.importFailed.http' && words.values?.status === status;
