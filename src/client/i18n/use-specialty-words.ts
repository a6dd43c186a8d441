import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A provider's specialty in the language on screen. Specialties are the national registry's
 * taxonomy names (and the sample data's), a known list; one outside it shows as the registry wrote it.
 */
export function useSpecialtyWords(): (specialty: string) => string {
  const { t } = useTranslation('common');
  // Built once per language (`t` changes with it), not on every card's render.
  return useMemo(() => {
    const words: Record<string, string> = {
      'Behavior Analyst': t('specialty.behaviorAnalyst'),
      'Assistant Behavior Analyst': t('specialty.assistantBehaviorAnalyst'),
      'Board Certified Behavior Analyst (BCBA)': t('specialty.bcba'),
      'Pediatrics, Developmental - Behavioral Pediatrics': t('specialty.developmentalPediatrics'),
      'Developmental-Behavioral Pediatrician': t('specialty.developmentalPediatrician'),
      'Pediatrics, Neurodevelopmental Disabilities': t('specialty.neurodevelopmentalPediatrics'),
      'Psychiatry & Neurology, Child & Adolescent Psychiatry': t('specialty.childPsychiatry'),
      'Child & Adolescent Psychiatrist': t('specialty.childPsychiatrist'),
      'Psychiatry & Neurology, Neurology with Special Qualifications in Child Neurology': t(
        'specialty.childNeurology',
      ),
      'Pediatric Neurologist': t('specialty.pediatricNeurologist'),
      Psychologist: t('specialty.psychologist'),
      'Psychologist, Clinical Child & Adolescent': t('specialty.childClinicalPsychologist'),
      'Psychologist, Clinical': t('specialty.clinicalPsychology'),
      'Clinical Psychologist': t('specialty.clinicalPsychologist'),
      'Psychologist, Cognitive & Behavioral': t('specialty.cognitiveBehavioralPsychology'),
      'Psychologist, Intellectual & Developmental Disabilities': t(
        'specialty.developmentalDisabilitiesPsychology',
      ),
      'Psychologist, School': t('specialty.schoolPsychology'),
      'Psychologist, Family': t('specialty.familyPsychology'),
      'Psychologist, Counseling': t('specialty.counselingPsychology'),
      'Clinical Neuropsychologist': t('specialty.clinicalNeuropsychologist'),
      Neuropsychologist: t('specialty.neuropsychologist'),
      'Speech-Language Pathologist': t('specialty.speechLanguagePathologist'),
      'Occupational Therapist': t('specialty.occupationalTherapist'),
      'Occupational Therapist, Pediatrics': t('specialty.pediatricOccupationalTherapist'),
      'Licensed Clinical Social Worker': t('specialty.clinicalSocialWorker'),
      'Early Intervention Provider Agency': t('specialty.earlyInterventionProviderAgency'),
      'Early Intervention Agency': t('specialty.earlyInterventionAgency'),
    };
    return (specialty: string) => words[specialty] ?? specialty;
  }, [t]);
}
