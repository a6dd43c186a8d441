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
export function ageGroupWords(t: TFunction<'landing'>): Record<AgeGroup, string> {
  return {
    'All ages': t('services.ageGroup.allAges'),
    'Ages 4+': t('services.ageGroup.ages4'),
    'Ages 6+': t('services.ageGroup.ages6'),
    'Birth to 5 years': t('services.ageGroup.birthTo5'),
    'Ages 2-21': t('services.ageGroup.ages2To21'),
    'Birth to 3 years': t('services.ageGroup.birthTo3'),
    'Ages 3+': t('services.ageGroup.ages3'),
  };
}

/**
 * The catalogue in the language on screen. `forSelf`: the reader looks for care for themselves,
 * so the texts that speak of 'your child' speak to them instead, where a text has such a version.
 */
export function serviceCategories(
  t: TFunction<'landing'>,
  forSelf = false,
): readonly ServiceCategory[] {
  const said = { context: forSelf ? 'self' : undefined };
  // Who provides a service: many services name the same professions.
  const who = {
    audiologists: t('services.providerType.audiologists'),
    bcaba: t('services.providerType.bcaba'),
    bcba: t('services.providerType.bcba'),
    cota: t('services.providerType.cota'),
    childPsychiatrists: t('services.providerType.childPsychiatrists'),
    childNeurologists: t('services.providerType.childNeurologists'),
    dbPediatricians: t('services.providerType.dbPediatricians'),
    earlyChildhoodEducators: t('services.providerType.earlyChildhoodEducators'),
    earlyInterventionCoordinators: t('services.providerType.earlyInterventionCoordinators'),
    familyDoctors: t('services.providerType.familyDoctors'),
    lcsw: t('services.providerType.lcsw'),
    lpc: t('services.providerType.lpc'),
    psychologists: t('services.providerType.psychologists'),
    ot: t('services.providerType.ot'),
    neuropsychologists: t('services.providerType.neuropsychologists'),
    nursePractitioners: t('services.providerType.nursePractitioners'),
    pediatricians: t('services.providerType.pediatricians'),
    pt: t('services.providerType.pt'),
    pmhnp: t('services.providerType.pmhnp'),
    rbt: t('services.providerType.rbt'),
    slp: t('services.providerType.slp'),
    slpa: t('services.providerType.slpa'),
  };
  return [
    {
      id: 'diagnostic-evaluations',
      title: t('services.category.diagnostic.title'),
      summary: t('services.category.diagnostic.summary', said),
      services: [
        {
          name: t('services.service.comprehensiveAutism.name'),
          description: t('services.service.comprehensiveAutism.description', said),
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
          name: t('services.service.adhd.name'),
          description: t('services.service.adhd.description', said),
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
          name: t('services.service.developmentalScreening.name'),
          description: t('services.service.developmentalScreening.description', said),
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
          name: t('services.service.neuropsych.name'),
          description: t('services.service.neuropsych.description', said),
          providerTypes: [who.neuropsychologists, who.psychologists],
          directoryService: null,
          ageGroup: 'Ages 6+',
        },
        {
          name: t('services.service.speechEvaluation.name'),
          description: t('services.service.speechEvaluation.description', said),
          providerTypes: [who.slp, who.audiologists],
          directoryService: 'Speech-Language Therapy',
          ageGroup: 'All ages',
        },
      ],
    },
    {
      id: 'therapeutic-interventions',
      title: t('services.category.therapeutic.title'),
      summary: t('services.category.therapeutic.summary', said),
      services: [
        {
          name: t('services.service.aba.name'),
          description: t('services.service.aba.description', said),
          providerTypes: [who.bcba, who.bcaba, who.rbt],
          directoryService: 'Applied Behavior Analysis (ABA)',
          ageGroup: 'Ages 2-21',
        },
        {
          name: t('services.service.speechTherapy.name'),
          description: t('services.service.speechTherapy.description', said),
          providerTypes: [who.slp, who.slpa],
          directoryService: 'Speech-Language Therapy',
          ageGroup: 'All ages',
        },
        {
          name: t('services.service.occupationalTherapy.name'),
          description: t('services.service.occupationalTherapy.description', said),
          providerTypes: [who.ot, who.cota],
          directoryService: 'Occupational Therapy',
          ageGroup: 'All ages',
        },
        {
          name: t('services.service.socialSkills.name'),
          description: t('services.service.socialSkills.description', said),
          providerTypes: [who.psychologists, who.slp, who.lcsw, who.lpc],
          directoryService: 'Behavioral Therapy',
          ageGroup: 'Ages 3+',
        },
        {
          name: t('services.service.cbtAnxiety.name'),
          description: t('services.service.cbtAnxiety.description', said),
          providerTypes: [who.psychologists, who.lcsw, who.lpc, who.childPsychiatrists],
          directoryService: 'Cognitive Behavioral Therapy (CBT)',
          ageGroup: 'Ages 6+',
        },
      ],
    },
    {
      id: 'medical-management',
      title: t('services.category.medical.title'),
      summary: t('services.category.medical.summary', said),
      services: [
        {
          name: t('services.service.dbpFollowUp.name'),
          description: t('services.service.dbpFollowUp.description', said),
          providerTypes: [who.dbPediatricians, who.nursePractitioners, who.pediatricians],
          directoryService: 'Developmental Pediatrics',
          ageGroup: 'Ages 2-21',
        },
        {
          name: t('services.service.psychiatryMedication.name'),
          description: t('services.service.psychiatryMedication.description', said),
          providerTypes: [who.childPsychiatrists, who.pmhnp, who.dbPediatricians],
          directoryService: 'Medication Management',
          ageGroup: 'Ages 4+',
        },
      ],
    },
    {
      id: 'early-intervention',
      title: t('services.category.early.title'),
      summary: t('services.category.early.summary', said),
      services: [
        {
          name: t('services.service.earlyInterventionProgram.name'),
          description: t('services.service.earlyInterventionProgram.description', said),
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
