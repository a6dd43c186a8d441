import type { ServiceOption } from '@shared/rules/care-options';

// How each kind of sample practice looks: what it is called, which services it plausibly offers,
// how long families wait and how often it takes public insurance. Numbers are rough, chosen to
// give the UI a realistic spread, not statistics.

export interface SpecialtyProfile {
  specialty: string;
  /** Relative frequency in the sample set: psychologists and behaviour analysts are most common. */
  weight: number;
  /** Last words of the practice name. */
  practiceKinds: readonly string[];
  /** Each service with the chance a practice of this kind offers it; the first is the fallback. */
  services: readonly (readonly [ServiceOption, number])[];
  /** Days, when the practice offers a diagnostic evaluation: long, sometimes over a year. */
  diagnosticWait?: readonly [number, number];
  /** Days, for therapy-only practices. */
  therapyWait: readonly [number, number];
  medicaid: number;
  /** Child-focused practices rarely bill Medicare. */
  medicare: number;
}

const DIAGNOSTIC: readonly ServiceOption[] = ['Autism Diagnosis', 'ADHD Evaluation'];
export const isDiagnostic = (service: ServiceOption): boolean => DIAGNOSTIC.includes(service);

export const SPECIALTY_PROFILES: readonly SpecialtyProfile[] = [
  {
    specialty: 'Clinical Psychologist',
    weight: 20,
    practiceKinds: ['Psychology Associates', 'Psychological Services', 'Child Psychology Clinic'],
    services: [
      ['Autism Diagnosis', 0.6],
      ['ADHD Evaluation', 0.55],
      ['Anxiety Treatment', 0.5],
      ['Cognitive Behavioral Therapy (CBT)', 0.5],
      ['Depression Treatment', 0.3],
      ['Behavioral Therapy', 0.25],
      ['Family Counseling', 0.2],
    ],
    diagnosticWait: [45, 380],
    therapyWait: [7, 60],
    medicaid: 0.5,
    medicare: 0.05,
  },
  {
    specialty: 'Board Certified Behavior Analyst (BCBA)',
    weight: 18,
    practiceKinds: ['Behavior Center', 'ABA Services', 'Autism & Behavior Partners'],
    services: [
      ['Applied Behavior Analysis (ABA)', 1],
      ['Behavioral Therapy', 0.7],
      ['Family Counseling', 0.3],
    ],
    // ABA programmes often keep waitlists of several months.
    therapyWait: [14, 150],
    medicaid: 0.65,
    medicare: 0,
  },
  {
    specialty: 'Developmental-Behavioral Pediatrician',
    weight: 8,
    practiceKinds: ['Developmental Clinic', 'Developmental Pediatrics'],
    services: [
      ['Autism Diagnosis', 0.95],
      ['ADHD Evaluation', 0.85],
      ['Developmental Pediatrics', 1],
    ],
    diagnosticWait: [90, 420],
    therapyWait: [30, 120],
    medicaid: 0.6,
    medicare: 0.02,
  },
  {
    specialty: 'Speech-Language Pathologist',
    weight: 9,
    practiceKinds: ['Speech & Language Studio', 'Speech Therapy'],
    services: [
      ['Speech-Language Therapy', 1],
      ['Family Counseling', 0.35],
    ],
    therapyWait: [7, 90],
    medicaid: 0.55,
    medicare: 0.03,
  },
  {
    specialty: 'Occupational Therapist',
    weight: 8,
    practiceKinds: ['Pediatric Therapy Group', 'Occupational Therapy'],
    services: [
      ['Occupational Therapy', 1],
      ['Family Counseling', 0.25],
    ],
    therapyWait: [7, 90],
    medicaid: 0.55,
    medicare: 0.03,
  },
  {
    specialty: 'Child & Adolescent Psychiatrist',
    weight: 8,
    practiceKinds: ['Child Psychiatry', 'Youth Psychiatry Clinic'],
    services: [
      ['ADHD Evaluation', 0.8],
      ['Anxiety Treatment', 0.75],
      ['Depression Treatment', 0.75],
      ['Autism Diagnosis', 0.3],
      ['Medication Management', 0.9],
    ],
    diagnosticWait: [30, 200],
    therapyWait: [14, 90],
    medicaid: 0.45,
    medicare: 0.1,
  },
  {
    specialty: 'Pediatric Neurologist',
    weight: 4,
    practiceKinds: ['Pediatric Neurology', 'Child Neurology Clinic'],
    services: [
      ['Autism Diagnosis', 0.7],
      ['ADHD Evaluation', 0.6],
    ],
    diagnosticWait: [60, 300],
    therapyWait: [30, 120],
    medicaid: 0.6,
    medicare: 0.15,
  },
  {
    specialty: 'Licensed Clinical Social Worker',
    weight: 10,
    practiceKinds: ['Family Counseling', 'Counseling Collective'],
    services: [
      ['Family Counseling', 0.7],
      ['Anxiety Treatment', 0.7],
      ['Depression Treatment', 0.6],
      ['Cognitive Behavioral Therapy (CBT)', 0.6],
      ['Behavioral Therapy', 0.3],
    ],
    therapyWait: [3, 45],
    medicaid: 0.55,
    medicare: 0.1,
  },
  {
    specialty: 'Early Intervention Agency',
    weight: 7,
    practiceKinds: ['Early Intervention', 'Infant & Toddler Services'],
    services: [
      ['Early Intervention (Birth to 3)', 1],
      ['Family Counseling', 0.6],
      ['Applied Behavior Analysis (ABA)', 0.4],
    ],
    // Part C early intervention must start services within about 45 days of referral.
    therapyWait: [7, 45],
    medicaid: 0.95,
    medicare: 0,
  },
  {
    specialty: 'Neuropsychologist',
    weight: 8,
    practiceKinds: ['Neuropsychology', 'Neuropsychological Assessment'],
    services: [
      ['Autism Diagnosis', 0.9],
      ['ADHD Evaluation', 0.9],
    ],
    diagnosticWait: [60, 400],
    therapyWait: [30, 120],
    medicaid: 0.4,
    medicare: 0.05,
  },
];
