import { SERVICE_OPTIONS, type ServiceOption } from '@shared/rules/care-options';

// A publisher names its services in its own words (a Schedule's serviceType); openings carry ours
// where the words clearly say one of them, and none otherwise (any of the practice's services).

const WORDS: readonly [RegExp, ServiceOption][] = [
  [/autism/i, 'Autism Diagnosis'],
  [/\badhd\b|attention.deficit/i, 'ADHD Evaluation'],
  [/applied behavio(u)?r analysis|\baba\b/i, 'Applied Behavior Analysis (ABA)'],
  [/speech|language therap/i, 'Speech-Language Therapy'],
  [/occupational/i, 'Occupational Therapy'],
  [/early intervention|birth to 3/i, 'Early Intervention (Birth to 3)'],
  [/developmental pediatric/i, 'Developmental Pediatrics'],
  [/\bcbt\b|cognitive behavio(u)?ral/i, 'Cognitive Behavioral Therapy (CBT)'],
  [/medication/i, 'Medication Management'],
];

/** Our service name for a publisher's service words, or null when none clearly fits. */
export function serviceNameOf(words: readonly string[]): ServiceOption | null {
  for (const said of words) {
    const exact = SERVICE_OPTIONS.find((option) => option.toLowerCase() === said.toLowerCase());
    if (exact) return exact;
  }
  for (const said of words) {
    const found = WORDS.find(([pattern]) => pattern.test(said));
    if (found) return found[1];
  }
  return null;
}
