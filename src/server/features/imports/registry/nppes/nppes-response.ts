import { z } from 'zod';

// The NPPES NPI Registry API v2.1 answer, parsed tolerantly: the 2019 serialization (numeric
// `number`, descriptions without commas, absent fields) and the current one (string `number`,
// `null` licences, "--" placeholders) both pass (see tests/fixtures/nppes/README.md). Only the
// fields we map are declared; anything else is ignored.

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value).trim()));

export const nppesAddressSchema = z.object({
  country_code: text,
  address_purpose: text,
  address_1: text,
  address_2: text,
  city: text,
  state: text,
  postal_code: text,
  telephone_number: text,
});

export type NppesAddress = z.infer<typeof nppesAddressSchema>;

export const nppesTaxonomySchema = z.object({
  code: text,
  desc: text,
  primary: z.union([z.boolean(), z.string()]).nullish(),
  state: text,
  license: text,
});

export const nppesRecordSchema = z.object({
  number: z.union([z.string(), z.number()]).transform(String),
  enumeration_type: text,
  basic: z
    .object({
      first_name: text,
      last_name: text,
      credential: text,
      organization_name: text,
      name_prefix: text,
      name_suffix: text,
      /** 'A' active; 'D' deactivated (the NPI may no longer be used for billing). */
      status: text,
    })
    .partial()
    .default({}),
  addresses: z.array(nppesAddressSchema).default([]),
  taxonomies: z.array(nppesTaxonomySchema).default([]),
});

export type NppesRecord = z.infer<typeof nppesRecordSchema>;

/** A page of results, or the `Errors` list the registry sends with HTTP 200. */
export const nppesPageSchema = z.union([
  z.object({
    Errors: z.array(z.object({ description: text, field: text }).partial()).min(1),
  }),
  z.object({
    result_count: z.union([z.number(), z.string()]).optional(),
    // A record we cannot read is dropped by the importer rather than failing the page.
    results: z.array(z.unknown()).default([]),
  }),
]);

export type NppesPage = z.infer<typeof nppesPageSchema>;
