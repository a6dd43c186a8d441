import type { TFunction } from 'i18next';
import type { ServiceOption } from '@shared/rules/care-options';

/**
 * Static catalogue for the "Services" information page.
 *
 * It is static on purpose: it explains common kinds of autism-related care to parents, does not
 * depend on any provider's data, and changes rarely, so there is nothing to fetch. The content is
 * general information only, not medical advice. Its typical waits are not written here: they come
 * from the directory's own data (`directoryService`). Its words are in the `landing` catalog; age groups
 * are kept as English names here and worded where they are shown.
 */

export const AGE_GROUPS = [
  'All ages',
  'Ages 4+',
  'Ages 6+',
  'Birth to 5 years',
  'Ages 2-21',
  'Birth to 3 years',
  'Ages 3+',
] as const;

export type AgeGroup = (typeof AGE_GROUPS)[number];

export type Service = {
  name: string;
  description: string;
  providerTypes: string[];
  /**
   * The directory's service whose providers' waits say how long this one typically takes; null
   * when the directory does not track it.
   */
  directoryService: ServiceOption | null;
  ageGroup: AgeGroup;
};

export type ServiceCategory = {
  id: string;
  title: string;
  summary: string;
  services: Service[];
};

/** An age group in the language on screen. */
export function ageGroupWords(t: TFunction<'services'>): Record<AgeGroup, string> {
  return {
    'All ages': t('ageGroup.allAges'),
    'Ages 4+': t('ageGroup.ages4'),
    'Ages 6+': t('ageGroup.ages6'),
    'Birth to 5 years': t('ageGroup.birthTo5'),
    'Ages 2-21': t('ageGroup.ages2To21'),
    'Birth to 3 years': t('ageGroup.birthTo3'),
    'Ages 3+': t('ageGroup.ages3'),
  };
}

/**
 * The catalogue in the language on screen. `forSelf`: the reader looks for care for themselves,
 * so the texts that speak of 'your child' speak to them instead, where a text has such a version.
 */
export function serviceCategories(
  t: TFunction<'services'>,
  forSelf = false,
): readonly ServiceCategory[] {
  const said = { context: forSelf ? 'self' : undefined };
  // Who provides a service: many services name the same professions.
  const who = {
    audiologists: t('providerType.audiologists'),
    bcaba: t('providerType.bcaba'),
    bcba: t('providerType.bcba'),
    cota: t('providerType.cota'),
    childPsychiatrists: t('providerType.childPsychiatrists'),
    childNeurologists: t('providerType.childNeurologists'),
    dbPediatricians: t('providerType.dbPediatricians'),
    earlyChildhoodEducators: t('providerType.earlyChildhoodEducators'),
    earlyInterventionCoordinators: t('providerType.earlyInterventionCoordinators'),
    familyDoctors: t('providerType.familyDoctors'),
    lcsw: t('providerType.lcsw'),
    lpc: t('providerType.lpc'),
    psychologists: t('providerType.psychologists'),
    ot: t('providerType.ot'),
    neuropsychologists: t('providerType.neuropsychologists'),
    nursePractitioners: t('providerType.nursePractitioners'),
    pediatricians: t('providerType.pediatricians'),
    pt: t('providerType.pt'),
    pmhnp: t('providerType.pmhnp'),
    rbt: t('providerType.rbt'),
    slp: t('providerType.slp'),
    slpa: t('providerType.slpa'),
  };
  return [
    {
      id: 'diagnostic-evaluations',
      title: t('category.diagnostic.title'),
      summary: t('category.diagnostic.summary', said),
      services: [
        {
          name: t('service.comprehensiveAutism.name'),
          description: t('service.comprehensiveAutism.description', said),
          providerTypes: [
            who.psychologists,
            who.dbPediatricians,
            who.childNeurologists,
            who.childPsychiatrists,
          ],
          directoryService: 'Autism Diagnosis',
          ageGroup: 'All ages',
        },
        {
          name: t('service.adhd.name'),
          description: t('service.adhd.description', said),
          providerTypes: [
            who.psychologists,
            who.dbPediatricians,
            who.childPsychiatrists,
            who.pediatricians,
          ],
          directoryService: 'ADHD Evaluation',
          ageGroup: 'Ages 4+',
        },
        {
          name: t('service.developmentalScreening.name'),
          description: t('service.developmentalScreening.description', said),
          providerTypes: [
            who.pediatricians,
            who.familyDoctors,
            who.nursePractitioners,
            who.dbPediatricians,
          ],
          directoryService: 'Developmental Pediatrics',
          ageGroup: 'Birth to 5 years',
        },
        {
          name: t('service.neuropsych.name'),
          description: t('service.neuropsych.description', said),
          providerTypes: [who.neuropsychologists, who.psychologists],
          directoryService: null,
          ageGroup: 'Ages 6+',
        },
        {
          name: t('service.speechEvaluation.name'),
          description: t('service.speechEvaluation.description', said),
          providerTypes: [who.slp, who.audiologists],
          directoryService: 'Speech-Language Therapy',
          ageGroup: 'All ages',
        },
      ],
    },
    {
      id: 'therapeutic-interventions',
      title: t('category.therapeutic.title'),
      summary: t('category.therapeutic.summary', said),
      services: [
        {
          name: t('service.aba.name'),
          description: t('service.aba.description', said),
          providerTypes: [who.bcba, who.bcaba, who.rbt],
          directoryService: 'Applied Behavior Analysis (ABA)',
          ageGroup: 'Ages 2-21',
        },
        {
          name: t('service.speechTherapy.name'),
          description: t('service.speechTherapy.description', said),
          providerTypes: [who.slp, who.slpa],
          directoryService: 'Speech-Language Therapy',
          ageGroup: 'All ages',
        },
        {
          name: t('service.occupationalTherapy.name'),
          description: t('service.occupationalTherapy.description', said),
          providerTypes: [who.ot, who.cota],
          directoryService: 'Occupational Therapy',
          ageGroup: 'All ages',
        },
        {
          name: t('service.socialSkills.name'),
          description: t('service.socialSkills.description', said),
          providerTypes: [who.psychologists, who.slp, who.lcsw, who.lpc],
          directoryService: 'Behavioral Therapy',
          ageGroup: 'Ages 3+',
        },
        {
          name: t('service.cbtAnxiety.name'),
          description: t('service.cbtAnxiety.description', said),
          providerTypes: [who.psychologists, who.lcsw, who.lpc, who.childPsychiatrists],
          directoryService: 'Cognitive Behavioral Therapy (CBT)',
          ageGroup: 'Ages 6+',
        },
      ],
    },
    {
      id: 'medical-management',
      title: t('category.medical.title'),
      summary: t('category.medical.summary', said),
      services: [
        {
          name: t('service.dbpFollowUp.name'),
          description: t('service.dbpFollowUp.description', said),
          providerTypes: [who.dbPediatricians, who.nursePractitioners, who.pediatricians],
          directoryService: 'Developmental Pediatrics',
          ageGroup: 'Ages 2-21',
        },
        {
          name: t('service.psychiatryMedication.name'),
          description: t('service.psychiatryMedication.description', said),
          providerTypes: [who.childPsychiatrists, who.pmhnp, who.dbPediatricians],
          directoryService: 'Medication Management',
          ageGroup: 'Ages 4+',
        },
      ],
    },
    {
      id: 'early-intervention',
      title: t('category.early.title'),
      summary: t('category.early.summary', said),
      services: [
        {
          name: t('service.earlyInterventionProgram.name'),
          description: t('service.earlyInterventionProgram.description', said),
          providerTypes: [
            who.earlyInterventionCoordinators,
            who.earlyChildhoodEducators,
            who.slp,
            who.ot,
            who.pt,
          ],
          directoryService: 'Early Intervention (Birth to 3)',
          ageGroup: 'Birth to 3 years',
        },
      ],
    },
  ];
}
