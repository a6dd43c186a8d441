import type { TFunction } from 'i18next';

/**
 * A provider's specialty in the reader's language, for screens, e-mails and calendar files alike.
 * Specialties are the national registry's taxonomy names (and the sample data's), a known list;
 * one outside it reads as the registry wrote it. The keys name their namespace, so any `t` with
 * the `common` catalog words it.
 */
export function specialtyWords(t: TFunction): (specialty: string) => string {
  const words: Record<string, string> = {
    'Behavior Analyst': t('common:specialty.behaviorAnalyst'),
    'Assistant Behavior Analyst': t('common:specialty.assistantBehaviorAnalyst'),
    'Board Certified Behavior Analyst (BCBA)': t('common:specialty.bcba'),
    'Pediatrics, Developmental - Behavioral Pediatrics': t(
      'common:specialty.developmentalPediatrics',
    ),
    'Developmental-Behavioral Pediatrician': t('common:specialty.developmentalPediatrician'),
    'Pediatrics, Neurodevelopmental Disabilities': t(
      'common:specialty.neurodevelopmentalPediatrics',
    ),
    'Psychiatry & Neurology, Child & Adolescent Psychiatry': t('common:specialty.childPsychiatry'),
    'Child & Adolescent Psychiatrist': t('common:specialty.childPsychiatrist'),
    'Psychiatry & Neurology, Neurology with Special Qualifications in Child Neurology': t(
      'common:specialty.childNeurology',
    ),
    'Pediatric Neurologist': t('common:specialty.pediatricNeurologist'),
    Psychologist: t('common:specialty.psychologist'),
    'Psychologist, Clinical Child & Adolescent': t('common:specialty.childClinicalPsychologist'),
    'Psychologist, Clinical': t('common:specialty.clinicalPsychology'),
    'Clinical Psychologist': t('common:specialty.clinicalPsychologist'),
    'Psychologist, Cognitive & Behavioral': t('common:specialty.cognitiveBehavioralPsychology'),
    'Psychologist, Intellectual & Developmental Disabilities': t(
      'specialty.developmentalDisabilitiesPsychology',
    ),
    'Psychologist, School': t('common:specialty.schoolPsychology'),
    'Psychologist, Family': t('common:specialty.familyPsychology'),
    'Psychologist, Counseling': t('common:specialty.counselingPsychology'),
    'Clinical Neuropsychologist': t('common:specialty.clinicalNeuropsychologist'),
    Neuropsychologist: t('common:specialty.neuropsychologist'),
    'Speech-Language Pathologist': t('common:specialty.speechLanguagePathologist'),
    'Occupational Therapist': t('common:specialty.occupationalTherapist'),
    'Occupational Therapist, Pediatrics': t('common:specialty.pediatricOccupationalTherapist'),
    'Licensed Clinical Social Worker': t('common:specialty.clinicalSocialWorker'),
    'Early Intervention Provider Agency': t('common:specialty.earlyInterventionProviderAgency'),
    'Early Intervention Agency': t('common:specialty.earlyInterventionAgency'),
  };
  return (specialty: string) => words[specialty] ?? specialty;
}
