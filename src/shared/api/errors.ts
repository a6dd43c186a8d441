import { z } from 'zod';

/**
 * Every error code the API answers with, and its HTTP status. Error bodies are
 * `{ code, message, field? }`: the code is what clients decide on, the message is worded in the
 * reader's language (the account's, else the browser's), and `field` names the request field at
 * fault.
 */
export const ERROR_STATUS = {
  /** A field of the request is missing or wrong; `field` names it. */
  invalid_input: 400,
  basket_empty: 400,
  /** A new password that is too short or too easy to guess; the message says why. */
  weak_password: 400,
  /** Nobody is signed in, or the session has ended. */
  unauthorized: 401,
  invalid_credentials: 401,
  /** The current password given to confirm a change is not the account's. */
  wrong_password: 403,
  /** The code typed to claim a listing is not the one e-mailed; the attempt was counted. */
  claim_code_wrong: 403,
  /** Deleting an OpenID account needs a sign-in from the last few minutes. */
  reauthentication_required: 403,
  forbidden: 403,
  admin_only: 403,
  /** The action sends e-mail on the family's behalf, which needs a confirmed address. */
  email_not_verified: 403,
  /** A verification link opened outside the browser that signed up: the password chosen then. */
  password_needed: 403,
  cross_site_refused: 403,
  upload_link_invalid: 403,
  not_found: 404,
  sign_in_method_unavailable: 404,
  reply_link_invalid: 404,
  confirm_link_invalid: 404,
  link_invalid: 404,
  already_in_basket: 409,
  /** The family has an open request with this provider already. */
  already_requested: 409,
  /** The clinic, a reply or the family's plan directory says it takes no new patients. */
  not_accepting_new_patients: 409,
  request_not_cancellable: 409,
  email_taken: 409,
  /** A verification link opened in a browser signed in to another account: asked first. */
  switch_account_needed: 409,
  import_running: 409,
  /** A registry file import asked to pause or resume while it is in no state to. */
  registry_file_state: 409,
  /** A listing claim an admin (or its code) decided already. */
  claim_decided: 409,
  /** Removing the only staff address left would leave the listing kept by nobody. */
  last_listing_staff: 409,
  /** A payer directory with this FHIR base URL is kept already. */
  directory_exists: 409,
  request_not_schedulable: 409,
  /** Only a day the clinic offered, or a time agreed by phone, can be booked. */
  request_not_offered: 409,
  request_changed: 409,
  /** Another family holds (or booked) the published opening asked for. */
  opening_taken: 409,
  /** The clinic has no e-mail address: the family calls it instead. */
  clinic_unreachable: 409,
  /** The clinic answered for a requested time no longer held for the family. */
  opening_not_held: 409,
  /** An admin's change to a field the clinic keeps on its listing. */
  clinic_said: 409,
  /** Withdrawing the other requests needs this one agreed by the clinic (confirmed, or by phone). */
  request_not_booked: 409,
  not_scheduled: 409,
  upload_link_used: 409,
  /** The upload URL given to save was saved before; a new upload is needed. */
  upload_already_saved: 409,
  reply_already_answered: 410,
  reply_link_expired: 410,
  /** A clinic's answer given more than the days it may be changed in ago. */
  answer_window_closed: 410,
  /** A clinic's confirm link already used, or past the appointment's start. */
  confirm_link_used: 410,
  confirm_link_expired: 410,
  link_expired: 410,
  link_used: 410,
  /** A claim's code past its time or its attempts: the claim went to an admin instead. */
  claim_code_spent: 410,
  /** The registry deactivated the provider's NPI: nothing more goes to it. */
  provider_deactivated: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  /** Sent with Retry-After, the seconds until trying again can succeed. */
  too_many_attempts: 429,
  sending_limit: 429,
  /** Too many live-update streams open, for the session or for the server. */
  too_many_streams: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const errorCodes = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export const errorBodySchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  field: z.string().optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The error body in an answer's text, or undefined when it holds none (a proxy's error page). */
export function readErrorBody(text: string): ErrorBody | undefined {
  try {
    return errorBodySchema.safeParse(JSON.parse(text)).data;
  } catch {
    return undefined;
  }
}
