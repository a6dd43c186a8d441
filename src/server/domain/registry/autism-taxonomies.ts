import type { ServiceOption } from '@shared/rules/care-options';

// The NUCC Health Care Provider Taxonomy codes we import (docs/decisions/005-registry-import.md).
// Codes and names follow the NUCC code set (version 25.x); the registry is queried with
// `searchTerm` as `taxonomy_description`, and a returned record is kept only when one of its
// taxonomy CODES is in this table, because the registry's description text has changed format over
// the years ("Psychologist Clinical" in 2019, "Psychologist, Clinical" now).
//
// `services` lists only the profile's service options (SERVICE_OPTIONS), and only those the
// licence itself implies (a behavior analyst's licence is for ABA; a clinical child
// psychologist's covers evaluation and therapy). What a provider actually offers beyond that is
// for an admin to verify.

export interface AutismTaxonomy {
  code: string;
  /** The NUCC display name, shown as the provider's specialty. */
  name: string;
  /**
   * The registry API's `taxonomy_description` query that finds it; none for a code only the
   * national file brings (the API import's 200 a state go to the codes above it).
   */
  searchTerm?: string;
  services: readonly ServiceOption[];
}

const PSYCHOLOGY: readonly ServiceOption[] = [
  'Autism Diagnosis',
  'ADHD Evaluation',
  'Anxiety Treatment',
  'Depression Treatment',
  'Cognitive Behavioral Therapy (CBT)',
];
const PSYCHIATRY: readonly ServiceOption[] = [
  'Autism Diagnosis',
  'ADHD Evaluation',
  'Anxiety Treatment',
  'Depression Treatment',
];
const DEVELOPMENTAL: readonly ServiceOption[] = ['Autism Diagnosis', 'ADHD Evaluation'];
/** Physicians: they diagnose, and they prescribe. */
const DEVELOPMENTAL_PEDIATRICS: readonly ServiceOption[] = [
  ...DEVELOPMENTAL,
  'Developmental Pediatrics',
  'Medication Management',
];
const ABA: readonly ServiceOption[] = ['Applied Behavior Analysis (ABA)', 'Behavioral Therapy'];

export const AUTISM_TAXONOMIES: readonly AutismTaxonomy[] = [
  // Behavior analysis: the most autism-specific licence there is.
  { code: '103K00000X', name: 'Behavior Analyst', searchTerm: 'Behavior Analyst', services: ABA },
  {
    code: '106E00000X',
    name: 'Assistant Behavior Analyst',
    searchTerm: 'Assistant Behavior Analyst',
    services: ABA,
  },
  // Registered behavior technicians deliver most hours of ABA, supervised by an analyst.
  { code: '106S00000X', name: 'Behavior Technician', services: ABA },
  // Physicians who diagnose autism.
  {
    code: '2080P0006X',
    name: 'Pediatrics, Developmental - Behavioral Pediatrics',
    searchTerm: 'Developmental - Behavioral Pediatrics',
    services: DEVELOPMENTAL_PEDIATRICS,
  },
  {
    code: '2080P0008X',
    name: 'Pediatrics, Neurodevelopmental Disabilities',
    searchTerm: 'Neurodevelopmental Disabilities',
    services: DEVELOPMENTAL_PEDIATRICS,
  },
  {
    code: '2084P0804X',
    name: 'Psychiatry & Neurology, Child & Adolescent Psychiatry',
    searchTerm: 'Child & Adolescent Psychiatry',
    services: [...PSYCHIATRY, 'Medication Management'],
  },
  {
    code: '2084N0402X',
    name: 'Psychiatry & Neurology, Neurology with Special Qualifications in Child Neurology',
    searchTerm: 'Child Neurology',
    services: [...DEVELOPMENTAL, 'Medication Management'],
  },
  // Psychologists (103T*): one registry query ('Psychologist') covers every specialisation; the
  // ones below are kept, the others (addiction, sports, forensic ...) are not autism care.
  {
    code: '103T00000X',
    name: 'Psychologist',
    searchTerm: 'Psychologist',
    services: PSYCHOLOGY,
  },
  {
    code: '103TC2200X',
    name: 'Psychologist, Clinical Child & Adolescent',
    searchTerm: 'Psychologist',
    services: [...PSYCHOLOGY, 'Behavioral Therapy', 'Family Counseling'],
  },
  {
    code: '103TC0700X',
    name: 'Psychologist, Clinical',
    searchTerm: 'Psychologist',
    services: PSYCHOLOGY,
  },
  {
    code: '103TB0200X',
    name: 'Psychologist, Cognitive & Behavioral',
    searchTerm: 'Psychologist',
    services: ['Anxiety Treatment', 'Depression Treatment', 'Cognitive Behavioral Therapy (CBT)'],
  },
  {
    code: '103TM1800X',
    name: 'Psychologist, Intellectual & Developmental Disabilities',
    searchTerm: 'Psychologist',
    services: ['Autism Diagnosis', 'ADHD Evaluation', 'Behavioral Therapy'],
  },
  {
    code: '103TS0200X',
    name: 'Psychologist, School',
    searchTerm: 'Psychologist',
    services: ['Autism Diagnosis', 'ADHD Evaluation'],
  },
  {
    code: '103TF0000X',
    name: 'Psychologist, Family',
    searchTerm: 'Psychologist',
    services: ['Family Counseling'],
  },
  {
    code: '103TC1900X',
    name: 'Psychologist, Counseling',
    searchTerm: 'Psychologist',
    services: ['Anxiety Treatment', 'Depression Treatment', 'Family Counseling'],
  },
  {
    code: '103G00000X',
    name: 'Clinical Neuropsychologist',
    searchTerm: 'Clinical Neuropsychologist',
    services: DEVELOPMENTAL,
  },
  // Therapies most autistic children receive.
  {
    code: '235Z00000X',
    name: 'Speech-Language Pathologist',
    searchTerm: 'Speech-Language Pathologist',
    services: ['Speech-Language Therapy'],
  },
  {
    code: '225X00000X',
    name: 'Occupational Therapist',
    searchTerm: 'Occupational Therapist',
    services: ['Occupational Therapy'],
  },
  {
    code: '225XP0200X',
    name: 'Occupational Therapist, Pediatrics',
    searchTerm: 'Occupational Therapist',
    services: ['Occupational Therapy'],
  },
  // Part C early intervention agencies (birth to 3).
  {
    code: '252Y00000X',
    name: 'Early Intervention Provider Agency',
    searchTerm: 'Early Intervention Provider Agency',
    services: ['Early Intervention (Birth to 3)'],
  },
];

const BY_CODE = new Map(AUTISM_TAXONOMIES.map((t) => [t.code, t]));

export const autismTaxonomy = (code: string): AutismTaxonomy | undefined => BY_CODE.get(code);

/** The registry queries of one state import, each once, most autism-specific first. */
export const SEARCH_TERMS: readonly string[] = [
  ...new Set(AUTISM_TAXONOMIES.flatMap((t) => (t.searchTerm ? [t.searchTerm] : []))),
];
