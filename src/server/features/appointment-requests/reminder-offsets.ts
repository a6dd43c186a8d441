// Reminders one week and one day before the appointment, at its local time of day.
export const REMINDERS = [
  { offset: '7d', days: 7 },
  { offset: '1d', days: 1 },
] as const;

export type ReminderOffset = (typeof REMINDERS)[number]['offset'];
