/**
 * Static catalogue for the "Services" information page.
 *
 * It is static on purpose: it explains common kinds of autism-related care to parents, does not
 * depend on any provider's data, and changes rarely, so there is nothing to fetch. The content is
 * general information only, not medical advice, and the wait times are typical ranges, not
 * promises for any particular provider or area.
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
  waitTime: string;
  ageGroup: AgeGroup;
};

export type ServiceCategory = {
  id: string;
  title: string;
  summary: string;
  services: Service[];
};

export const SERVICE_CATEGORIES: readonly ServiceCategory[] = [
  {
    id: 'diagnostic-evaluations',
    title: 'Diagnostic Evaluations',
    summary:
      'Evaluations help you understand how your child learns, talks, plays and relates to others, and a written diagnosis can open the door to therapy, school supports and insurance coverage. Wait times shown are typical ranges; in many areas the wait for a diagnostic evaluation is much longer, so it helps to join more than one waiting list and ask about cancellations.',
    services: [
      {
        name: 'Comprehensive Autism Evaluation',
        description:
          'A specialist asks about your child’s development and daily life, watches your child play or talk using a structured activity called the ADOS-2, and sometimes does a detailed parent interview called the ADI-R. Thinking and language skills are often tested too. Afterward you have a feedback meeting and get a written report with the results and next steps; in many areas waits for this evaluation can be several months.',
        providerTypes: [
          'Licensed psychologists',
          'Developmental-behavioral pediatricians',
          'Child neurologists',
          'Child and adolescent psychiatrists',
        ],
        waitTime: '3-6 weeks',
        ageGroup: 'All ages',
      },
      {
        name: 'ADHD Evaluation',
        description:
          'Checks for problems with attention, activity level and impulse control, which can happen together with autism. It usually includes a parent interview, rating forms filled out by parents and teachers, and a look at other possible causes such as sleep, hearing or learning problems.',
        providerTypes: [
          'Licensed psychologists',
          'Developmental-behavioral pediatricians',
          'Child and adolescent psychiatrists',
          'Pediatricians',
        ],
        waitTime: '2-4 weeks',
        ageGroup: 'Ages 4+',
      },
      {
        name: 'Developmental Screening and Assessment',
        description:
          'Short questionnaires, often done at regular checkups, look at how a young child is growing in movement, language, play and social skills; doctors are advised to screen for autism at the 18- and 24-month visits. If a screening raises concerns, a fuller developmental assessment and a referral for an evaluation or early intervention can follow.',
        providerTypes: [
          'Pediatricians',
          'Family medicine doctors',
          'Pediatric nurse practitioners',
          'Developmental-behavioral pediatricians',
        ],
        waitTime: '1 week',
        ageGroup: 'Birth to 5 years',
      },
      {
        name: 'Neuropsychological Evaluation',
        description:
          'In-depth testing of thinking skills such as memory, attention, language, problem solving and learning. The results explain your child’s strengths and challenges and can guide school supports such as an IEP or 504 plan.',
        providerTypes: ['Pediatric neuropsychologists', 'Licensed psychologists'],
        waitTime: '3-6 weeks',
        ageGroup: 'Ages 6+',
      },
      {
        name: 'Speech and Language Evaluation',
        description:
          'A speech-language pathologist checks how your child understands and uses words, gestures and sounds, and how they use language with other people. A hearing test is often suggested as well, and you get a report that says whether therapy could help.',
        providerTypes: ['Speech-language pathologists (SLPs)', 'Audiologists'],
        waitTime: '2-4 weeks',
        ageGroup: 'All ages',
      },
    ],
  },
  {
    id: 'therapeutic-interventions',
    title: 'Therapeutic Interventions',
    summary:
      'Therapies build skills for communication, daily living, learning and getting along with others. Good plans are built around your child, set clear goals, check progress regularly and include you.',
    services: [
      {
        name: 'Applied Behavior Analysis (ABA)',
        description:
          'A Board Certified Behavior Analyst (BCBA) designs an individual plan and supervises Registered Behavior Technicians (RBTs), who often run the day-to-day sessions. Goals may include communication, play, daily living skills and safety, and parents are coached to practice skills at home. The number of hours varies a lot from child to child, so ask how goals are chosen, how progress is measured and how your child’s comfort is respected.',
        providerTypes: [
          'Board Certified Behavior Analysts (BCBAs)',
          'Board Certified Assistant Behavior Analysts (BCaBAs)',
          'Registered Behavior Technicians (RBTs)',
        ],
        waitTime: '3-6 weeks',
        ageGroup: 'Ages 2-21',
      },
      {
        name: 'Speech-Language Therapy',
        description:
          'Helps with understanding and using language, speech sounds and the back-and-forth of conversation. For children who speak few or no words, therapy can include other ways to communicate, such as picture boards, sign language or speech-generating devices (AAC).',
        providerTypes: [
          'Speech-language pathologists (SLPs)',
          'Speech-language pathology assistants (SLPAs)',
        ],
        waitTime: '2-4 weeks',
        ageGroup: 'All ages',
      },
      {
        name: 'Occupational Therapy',
        description:
          'Helps with everyday tasks such as dressing, eating, handwriting and using tools, and with fine motor skills like grasping small objects. Occupational therapists also help children cope with sensory differences, such as being bothered by noise, touch or certain clothing.',
        providerTypes: [
          'Occupational therapists (OTs)',
          'Certified occupational therapy assistants (COTAs)',
        ],
        waitTime: '2-4 weeks',
        ageGroup: 'All ages',
      },
      {
        name: 'Social Skills Groups',
        description:
          'Small groups of children of similar age practice skills like taking turns, joining in play, starting conversations and making friends, with a trained leader guiding them. Many groups share tips with parents so skills can be practiced at home and school.',
        providerTypes: [
          'Licensed psychologists',
          'Speech-language pathologists (SLPs)',
          'Licensed clinical social workers (LCSWs)',
          'Licensed professional counselors (LPCs)',
        ],
        waitTime: '2-4 weeks',
        ageGroup: 'Ages 3+',
      },
      {
        name: 'Cognitive Behavioral Therapy (CBT) for Anxiety',
        description:
          'Anxiety is common in autistic children and teens, and CBT teaches them to notice worried thoughts and face fears in small, manageable steps. Versions adapted for autistic kids use more visuals, clear and concrete language, special interests and parent involvement.',
        providerTypes: [
          'Licensed psychologists',
          'Licensed clinical social workers (LCSWs)',
          'Licensed professional counselors (LPCs)',
          'Child and adolescent psychiatrists',
        ],
        waitTime: '2-4 weeks',
        ageGroup: 'Ages 6+',
      },
    ],
  },
  {
    id: 'medical-management',
    title: 'Medical Management',
    summary:
      'Ongoing medical care watches your child’s overall health and development and treats conditions that often come along with autism, such as sleep problems, ADHD or anxiety. There is no medicine that treats autism itself; always talk with your child’s doctor before starting or stopping any medicine.',
    services: [
      {
        name: 'Developmental-Behavioral Pediatrics Follow-up',
        description:
          'Regular visits to track development and help with sleep, eating, toileting and behavior. The doctor can treat co-occurring conditions, including with medicine when it makes sense, and help coordinate therapies and school plans.',
        providerTypes: [
          'Developmental-behavioral pediatricians',
          'Pediatric nurse practitioners',
          'Pediatricians',
        ],
        waitTime: '1-2 weeks',
        ageGroup: 'Ages 2-21',
      },
      {
        name: 'Child Psychiatry Medication Management',
        description:
          'A psychiatrist decides with you whether medicine could help with co-occurring conditions such as ADHD, anxiety, depression, severe irritability or sleep problems. At regular visits they check how well it is working and watch for side effects, and medicine usually works best alongside therapy and other supports.',
        providerTypes: [
          'Child and adolescent psychiatrists',
          'Psychiatric mental health nurse practitioners (PMHNPs)',
          'Developmental-behavioral pediatricians',
        ],
        waitTime: '3-6 weeks',
        ageGroup: 'Ages 4+',
      },
    ],
  },
  {
    id: 'early-intervention',
    title: 'Early Intervention',
    summary:
      'Help for babies and toddlers works best when it starts early, and you do not need to wait for a diagnosis to ask for it. As your child nears age 3, the early intervention team helps you move to preschool special education services through your local school district.',
    services: [
      {
        name: 'Early Intervention Program (IDEA Part C)',
        description:
          'Every U.S. state runs a public early intervention program for babies and toddlers with developmental delays or disabilities, and parents can call to refer their own child without a doctor’s referral or a diagnosis. The evaluation is free, and services such as speech, occupational and developmental therapy are free or low cost, often given at home or in child care. You and the team write an Individualized Family Service Plan (IFSP) together, and federal rules give the program 45 days from referral to finish the evaluation and first plan meeting.',
        providerTypes: [
          'Early intervention service coordinators',
          'Early childhood special educators',
          'Speech-language pathologists (SLPs)',
          'Occupational therapists (OTs)',
          'Physical therapists (PTs)',
        ],
        waitTime: '2-4 weeks',
        ageGroup: 'Birth to 3 years',
      },
    ],
  },
];
