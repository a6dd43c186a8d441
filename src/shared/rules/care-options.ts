// The choices a family picks from on its profile (docs/product.md#profile). Sample data and
// verified provider details use the same words so that matching by insurance and service is exact.

export const INSURANCE_OPTIONS = [
  'Blue Cross Blue Shield',
  'UnitedHealthcare',
  'Aetna',
  'Cigna',
  'Humana',
  'Kaiser Permanente',
  'Medicare',
  'Medicaid',
  'Other',
] as const;

export const SERVICE_OPTIONS = [
  'Autism Diagnosis',
  'ADHD Evaluation',
  'Anxiety Treatment',
  'Depression Treatment',
  'Behavioral Therapy',
  'Family Counseling',
  'Cognitive Behavioral Therapy (CBT)',
  'Applied Behavior Analysis (ABA)',
  // Beyond the first eight: the therapies most autistic children receive, and who prescribes.
  'Speech-Language Therapy',
  'Occupational Therapy',
  'Early Intervention (Birth to 3)',
  'Developmental Pediatrics',
  'Medication Management',
] as const;

export type InsuranceOption = (typeof INSURANCE_OPTIONS)[number];
export type ServiceOption = (typeof SERVICE_OPTIONS)[number];

/** One of our own services (other values come from clinics and the registry as they wrote them). */
export const isServiceOption = (value: string): value is ServiceOption =>
  (SERVICE_OPTIONS as readonly string[]).includes(value);

/** One of the profile's insurance choices. */
export const isInsuranceOption = (value: string): value is InsuranceOption =>
  (INSURANCE_OPTIONS as readonly string[]).includes(value);
