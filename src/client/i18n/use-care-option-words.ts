import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isInsuranceOption,
  isServiceOption,
  type InsuranceOption,
  type ServiceOption,
} from '@shared/rules/care-options';

/**
 * The words for the profile's choices in the language on screen. The API keeps the English values
 * (they match provider details exactly); only what a family reads changes. Insurers' names are
 * brands and stay as they are.
 */
export function useCareOptionWords() {
  const { t } = useTranslation('common');
  // Built once per language (`t` changes with it), not on every card's render.
  return useMemo(() => {
    const serviceWords: Record<ServiceOption, string> = {
      'Autism Diagnosis': t('service.autismDiagnosis'),
      'ADHD Evaluation': t('service.adhdEvaluation'),
      'Anxiety Treatment': t('service.anxietyTreatment'),
      'Depression Treatment': t('service.depressionTreatment'),
      'Behavioral Therapy': t('service.behavioralTherapy'),
      'Family Counseling': t('service.familyCounseling'),
      'Cognitive Behavioral Therapy (CBT)': t('service.cbt'),
      'Applied Behavior Analysis (ABA)': t('service.aba'),
      'Speech-Language Therapy': t('service.speech'),
      'Occupational Therapy': t('service.occupational'),
      'Early Intervention (Birth to 3)': t('service.earlyIntervention'),
      'Developmental Pediatrics': t('service.developmentalPediatrics'),
      'Medication Management': t('service.medication'),
    };
    const serviceName = (service: ServiceOption): string => serviceWords[service];
    const insuranceName = (insurance: InsuranceOption): string =>
      insurance === 'Other' ? t('insurance.other') : insurance;
    return {
      serviceName,
      insuranceName,
      /** Any service: ours in the language on screen, a clinic's or the registry's as it came. */
      service: (value: string): string => (isServiceOption(value) ? serviceName(value) : value),
      /** Any insurance: the profile's choices in the language on screen, others as they came. */
      insurance: (value: string): string =>
        isInsuranceOption(value) ? insuranceName(value) : value,
    };
  }, [t]);
}
