import { z } from 'zod';

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
});

export type CurrentUser = z.infer<typeof currentUserSchema>;

export const PASSWORD_MIN_LENGTH = 12;
export const INVALID_CREDENTIALS = 'Invalid email or password';

const email = z
  .email({ error: 'Please enter a valid email address' })
  .max(254)
  .transform((value) => value.toLowerCase());

/** `POST /api/auth/sign-in`. Only presence is checked: the password rules apply when it is chosen. */
export const signInSchema = z.object({
  email: z.string().trim().pipe(email),
  password: z.string().min(1, 'Please enter your password').max(1024),
});

/** `POST /api/auth/sign-up`. */
export const signUpSchema = z.object({
  firstName: z.string().trim().min(1, 'Please enter your first name').max(100),
  lastName: z.string().trim().min(1, 'Please enter your last name').max(100),
  email: z.string().trim().pipe(email),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(1024, 'Use at most 1024 characters'),
});

/** `POST /api/auth/sign-up` answers 202 with this, whether or not the address had an account. */
export const signUpResultSchema = z.object({ email: z.string() });
export type SignUpResult = z.infer<typeof signUpResultSchema>;

/** The token of a link sent by e-mail, as its page posts it. */
export const accountLinkSchema = z.object({
  token: z
    .string()
    .min(20, 'This link is not complete. Please open it from the e-mail again.')
    .max(200)
    .regex(/^[\w-]+$/, 'This link is not complete. Please open it from the e-mail again.'),
});

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
