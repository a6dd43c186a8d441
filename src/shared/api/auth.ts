import { z } from 'zod';
import { LANGUAGES } from '@shared/i18n/languages';
import { errorMessage, schemaError } from './error-messages';
import { singleLineText } from './text';

/** A language as the API names it; requests judge it with their own translated message. */
export const languageSchema = z.enum(LANGUAGES);

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** `GET /api/auth/user`: who is signed in, with the role; 401 when nobody is. */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: roleSchema,
  /** Whether the person proved they read `email`; needed before anything is sent for them. */
  emailVerified: z.boolean(),
  /** A built-in account (with a password to change), rather than one signed in through OpenID. */
  hasPassword: z.boolean(),
  /** The language the family reads; its e-mails are written in it. */
  language: languageSchema,
});

export type CurrentUser = z.infer<typeof currentUserSchema>;

export const PASSWORD_MIN_LENGTH = 12;

const emailInvalid = errorMessage('auth.emailInvalid');
const email = singleLineText({ max: 254, tooLong: emailInvalid, notText: emailInvalid }).pipe(
  z.email(schemaError('auth.emailInvalid')).transform((value) => value.toLowerCase()),
);

/** `POST /api/auth/sign-in`. Only presence is checked: the password rules apply when it is chosen. */
export const signInSchema = z.object({
  email,
  password: singleLineText({ max: 1024, trim: false }).min(1, schemaError('auth.passwordMissing')),
});

/** A password being chosen: long enough here; not easy to guess is the strength rule's call. */
export const newPasswordSchema = singleLineText({
  max: 1024,
  tooLong: errorMessage('text.useAtMost', { max: 1024 }),
  trim: false,
}).min(PASSWORD_MIN_LENGTH, schemaError('auth.passwordTooShort', { min: PASSWORD_MIN_LENGTH }));

const personName = {
  firstName: singleLineText({ max: 100 }).min(1, schemaError('auth.firstNameMissing')),
  lastName: singleLineText({ max: 100 }).min(1, schemaError('auth.lastNameMissing')),
};

/** `POST /api/auth/sign-up`. */
export const signUpSchema = z.object({ ...personName, email, password: newPasswordSchema });

/**
 * `PUT /api/account/name`: a built-in account's name, asked for again when the owner reclaimed an
 * address that someone else had signed up with.
 */
export const accountNameSchema = z.object(personName);
export type AccountNameInput = z.infer<typeof accountNameSchema>;

/** `POST /api/auth/forgot-password`: answered the same whether or not the address has an account. */
export const forgotPasswordSchema = z.object({ email });

/** `POST /api/auth/reset-password`: the e-mailed link's token and the new password. */
export const resetPasswordSchema = z.object({
  token: z
    .string()
    .min(20)
    .max(200)
    .regex(/^[\w-]+$/, schemaError('auth.linkIncomplete')),
  password: newPasswordSchema,
});

/** `POST /api/account/password`. */
export const changePasswordSchema = z.object({
  currentPassword: singleLineText({ max: 1024, trim: false }).min(
    1,
    schemaError('auth.currentPasswordMissing'),
  ),
  newPassword: newPasswordSchema,
});

/** `PUT /api/account/language`: the language the family's e-mails are written in. */
export const accountLanguageSchema = z.object({
  language: z.enum(LANGUAGES, schemaError('auth.language')),
});
export type AccountLanguageInput = z.infer<typeof accountLanguageSchema>;

/**
 * `DELETE /api/account` and `POST /api/account/sessions/sign-out-others`: built-in accounts
 * confirm with their password (OpenID accounts with a recent sign-in instead).
 */
export const deleteAccountSchema = z.object({
  password: singleLineText({ max: 1024, trim: false }).optional(),
});
export const signOutOthersSchema = deleteAccountSchema;

/** One of the account's signed-in browsers, as `/profile` lists them. */
/**
 * The browser and system a session's User-Agent names, as brand names ('Firefox', 'Windows'), null
 * where not recognised; the page puts them into words in the reader's language.
 */
export const sessionDeviceSchema = z.object({
  browser: z.string().nullable(),
  system: z.string().nullable(),
});
export type SessionDevice = z.infer<typeof sessionDeviceSchema>;

export const accountSessionSchema = z.object({
  /** Opaque: names the session in this list, and cannot sign anyone in. */
  id: z.string(),
  /** Null when the browser sent no User-Agent. */
  device: sessionDeviceSchema.nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});

export type AccountSession = z.infer<typeof accountSessionSchema>;

/** `POST /api/auth/sign-up` answers 202 with this, whether or not the address had an account. */
/**
 * `GET /api/login`: `signup=1` when the visitor asked to create an account ('Get Started'), so
 * built-in accounts open on the sign-up form. An issuer signs people up its own way.
 */
export const loginQuerySchema = z.object({
  signup: z.enum(['1'], schemaError('auth.signupFlag')).optional(),
});

export const signUpResultSchema = z.object({ email: z.string() });
export type SignUpResult = z.infer<typeof signUpResultSchema>;

/** The token of a link sent by e-mail, as its page posts it. */
export const accountLinkSchema = z.object({
  token: z
    .string()
    .min(20, schemaError('auth.linkIncompleteOpenAgain'))
    .max(200)
    .regex(/^[\w-]+$/, schemaError('auth.linkIncompleteOpenAgain')),
});

/**
 * `POST /api/auth/verify-email`: the link's token; `switchAccount` once the person has agreed that
 * the browser, signed in to another account, changes to the link's; `password`, the one chosen at
 * sign-up, when the link is opened outside the browser that signed up (403 `password_needed`).
 */
export const verifyEmailSchema = accountLinkSchema.extend({
  switchAccount: z.boolean().optional(),
  password: singleLineText({ max: 1024, trim: false })
    .min(1, schemaError('auth.passwordMissing'))
    .optional(),
});

/**
 * `POST /api/auth/resend-verification`: a new link for an address that signed up and has not
 * confirmed it; answered the same whether or not it has such an account.
 */
export const resendVerificationSchema = z.object({ email });

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
