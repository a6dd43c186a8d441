import { z } from 'zod';
import { schemaError } from './error-messages';
import { singleLineText } from './text';

// `POST /api/client-errors`: the browser says that an error page replaced a page
// (docs/product.md#page-errors). Each field is a name, never free text, so that nothing a person
// typed or was shown can reach the log: the error's message is not among them (a render error's
// message quotes values, an API error's the server's answer), and the schema is strict, so a
// client cannot start sending more (a message, a URL) without this file changing.

/** A page's route pattern: literal segments of lower-case words, `:param`s and `*`, never ids. */
const ROUTE_PATTERN = /^\/(?:(?:[a-z]+(?:-[a-z]+)*|:[A-Za-z]+|\*)(?:\/(?!$)|$))*$/;

export const clientErrorSchema = z.strictObject({
  /** The error's type ('TypeError', 'ApiError'): an identifier. */
  name: singleLineText({ max: 60 }).regex(/^[A-Za-z_$][\w$]*$/, schemaError('clientError.name')),
  /** The route pattern of the page that failed ('/clinic/listings/:providerId'), not its URL. */
  route: singleLineText({ max: 100 }).regex(ROUTE_PATTERN, schemaError('clientError.route')),
  /** The build the tab runs: the content hash in its entry script's name, or 'dev'. */
  buildId: singleLineText({ max: 40 }).regex(/^[\w-]+$/, schemaError('clientError.buildId')),
  /** A script of the app's that could not be loaded (a deploy removed it), even after a reload. */
  staleChunk: z.boolean(),
});
export type ClientError = z.infer<typeof clientErrorSchema>;
