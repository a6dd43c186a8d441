import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { INSURANCE_OPTIONS, SERVICE_OPTIONS } from '../rules/care-options';
import { TRAVEL_MILES } from '../rules/family-reach';
import { MAX_AGE_YEARS } from '../rules/practice-facts';
import { CARE_FOR } from '../rules/care-for';
import { keptSearchOf, MAX_SAVED_SEARCH } from '../rules/profile-search';
import {
  errorMessage,
  englishWordsOf,
  issueParams,
  schemaError,
  type ErrorMessage,
} from './error-messages';
import { optionalPhoneSchema } from './appointment-requests';
import { emptyAsUndefined, multiLineText, singleLineText } from './text';

// The profile rules (docs/product.md#profile): one schema for the form (react-hook-form resolver)
// and the server, so the browser and the API refuse exactly the same input with the same words.

/** 'What we are looking for' is a short note for the clinics, not a medical history. */
export const LOOKING_FOR_MAX_LENGTH = 500;

const MESSAGES = {
  insuranceType: errorMessage('profile.insuranceType'),
  insuranceNetworkId: errorMessage('profile.insuranceNetwork'),
  desiredServices: errorMessage('profile.desiredServices'),
  zipCode: errorMessage('profile.zipCode'),
  careFor: errorMessage('profile.careFor'),
  childAgeYears: errorMessage('profile.childAgeYears', { max: MAX_AGE_YEARS }),
  childAgeMonths: errorMessage('profile.childAgeMonths', { max: 11 }),
  lookingFor: errorMessage('text.useAtMost', { max: LOOKING_FOR_MAX_LENGTH }),
  requestLanguage: errorMessage('profile.requestLanguage'),
};

/** The form's messages in English, as the tests look for them. */
export const PROFILE_MESSAGES = englishWordsOf(MESSAGES);

/** An age part: a whole number in range, or null when not given. */
const agePart = (max: number, message: ErrorMessage) =>
  z
    .number(issueParams(message))
    .int(issueParams(message))
    .min(0, issueParams(message))
    .max(max, issueParams(message))
    .nullish();

/** `PUT /api/profile` body. */
export const profileInputSchema = z
  .object({
    insuranceType: z.enum(INSURANCE_OPTIONS, issueParams(MESSAGES.insuranceType)),
    /**
     * 'Which plan?': a payer network of that insurance (`GET /api/profile/insurance-networks`),
     * optional; left out or null when the family does not know or its insurance lists none.
     */
    insuranceNetworkId: z.uuid(issueParams(MESSAGES.insuranceNetworkId)).nullish(),
    desiredServices: z
      .array(
        z.enum(SERVICE_OPTIONS, issueParams(MESSAGES.desiredServices)),
        issueParams(MESSAGES.desiredServices),
      )
      .min(1, issueParams(MESSAGES.desiredServices))
      .refine(
        (services) => new Set(services).size === services.length,
        schemaError('profile.serviceOnce'),
      ),
    zipCode: singleLineText({
      max: 5,
      tooLong: MESSAGES.zipCode,
      notText: MESSAGES.zipCode,
    }).regex(/^\d{5}$/, issueParams(MESSAGES.zipCode)),
    /**
     * Who the care is for; left out, the child (what every profile said before it was asked). The
     * wire keeps the names `childAgeYears` and `childAgeMonths` for the age of that person, so
     * older clients and links go on working.
     */
    careFor: z.enum(CARE_FOR, issueParams(MESSAGES.careFor)).default('child'),
    /**
     * The age of the person the care is for, optional, as the form asks it: whole years and the
     * months beyond them (stored as months in all). Either part alone counts the other as 0;
     * neither means not given.
     */
    childAgeYears: agePart(MAX_AGE_YEARS, MESSAGES.childAgeYears),
    childAgeMonths: agePart(11, MESSAGES.childAgeMonths),
    /** 'What we are looking for': optional, a few lines for the clinics asked. */
    lookingFor: emptyAsUndefined(
      multiLineText({ max: LOOKING_FOR_MAX_LENGTH, tooLong: MESSAGES.lookingFor }),
    ),
    /** A phone number for the clinics asked, optional: without it they answer by e-mail only. */
    phone: optionalPhoneSchema(),
    /**
     * The language the clinics asked are told the family prefers, optional: left out or null, they
     * are told nothing. Not the page's language, which is only how the family reads the app.
     */
    requestLanguage: z.enum(LANGUAGES, issueParams(MESSAGES.requestLanguage)).nullish(),
  })
  .refine((input) => (input.childAgeYears ?? 0) < MAX_AGE_YEARS || !input.childAgeMonths, {
    path: ['childAgeMonths'],
    ...schemaError('profile.childAgeMax', { max: MAX_AGE_YEARS }),
  });

export type ProfileInput = z.infer<typeof profileInputSchema>;
/** What the form holds before the schema's clean-up (an empty note is still ''). */
export type ProfileFormInput = z.input<typeof profileInputSchema>;

/** The child's age in months, as stored; null when the family gave none. */
export function childAgeInMonths(input: Pick<ProfileInput, 'childAgeYears' | 'childAgeMonths'>) {
  const { childAgeYears: years, childAgeMonths: months } = input;
  if ((years === null || years === undefined) && (months === null || months === undefined)) {
    return null;
  }
  return (years ?? 0) * 12 + (months ?? 0);
}

/** Stored months back into whole years and the months beyond them. */
export function childAgeParts(totalMonths: number | null) {
  return totalMonths === null
    ? null
    : { years: Math.floor(totalMonths / 12), months: totalMonths % 12 };
}

/** `GET /api/profile`: what the family saved, with nulls and an empty list before the first save. */
export const profileSchema = z.object({
  insuranceType: z.string().nullable(),
  /** The payer network the family named under its insurance ('Which plan?'); null: none. */
  insuranceNetworkId: z.string().nullable(),
  desiredServices: z.array(z.string()),
  zipCode: z.string().nullable(),
  careFor: z.enum(CARE_FOR),
  childAgeYears: z.number().nullable(),
  childAgeMonths: z.number().nullable(),
  lookingFor: z.string().nullable(),
  phone: z.string().nullable(),
  /** The language clinics are told the family prefers; null: they are told nothing. */
  requestLanguage: z.enum(LANGUAGES).nullable(),
  /** How far from home the family searches, in miles; null: any distance. */
  travelMiles: z.number().int().nullable(),
  /**
   * The family's last provider search (filters and order, as the address writes them), put back
   * when it opens the search without one; null: none kept.
   */
  savedSearch: z.string().nullable(),
});

/**
 * `PUT /api/profile/travel-distance`: the family's choice of distance, kept as its default for
 * the next search; null for any distance.
 */
export const travelDistanceInputSchema = z.object({
  travelMiles: z.literal(TRAVEL_MILES, schemaError('profile.travelMiles')).nullable(),
});

export type TravelDistanceInput = z.infer<typeof travelDistanceInputSchema>;

/**
 * `PUT /api/profile/search`: the search to put back on the next visit, as the address writes it
 * ('service=ABA&anyService=true&within=100'); '' keeps none. Every parameter must be one the
 * search reads, each valid.
 */
export const savedSearchInputSchema = z.object({
  search: singleLineText({ max: MAX_SAVED_SEARCH }).refine(
    (value) => keptSearchOf(new URLSearchParams(value)) !== null,
    schemaError('search.saved'),
  ),
});

export type SavedSearchInput = z.infer<typeof savedSearchInputSchema>;

export type Profile = z.infer<typeof profileSchema>;

/** One payer network a family may name under its insurance type ('Which plan?'). */
export const insuranceNetworkSchema = z.object({
  id: z.uuid(),
  /** The network's name as its payer directory gives it, e.g. 'Green Circle of Connecticut HMO'. */
  name: z.string(),
  /** The profile's insurance type its directory belongs to. */
  insuranceType: z.string(),
  /** The directory's plans that use it, which families may know better by name. */
  plans: z.array(z.string()),
});

export type InsuranceNetwork = z.infer<typeof insuranceNetworkSchema>;

/** `GET /api/profile/insurance-networks`: every network of the admins' payer directories. */
export const insuranceNetworkListSchema = z.object({
  networks: z.array(insuranceNetworkSchema),
});
