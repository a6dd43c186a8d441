// Reminders one week and one day before the appointment, at its local time of day.
export const REMINDERS = [
  { offset: '7d', days: 7, words: 'in one week' },
  { offset: '1d', days: 1, words: 'tomorrow' },
] as const;

export type ReminderOffset = (typeof REMINDERS)[number]['offset'];
