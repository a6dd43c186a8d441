/** 'Tuesday, March 3, 2027 at 2:30 PM EST' in the family's own time zone (UTC when unknown). */
export function formatLocalDateTime(date: Date, timeZone: string | null): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: timeZone ?? 'UTC',
  })
    .format(date)
    .concat(timeZone ? ` ${shortZoneName(date, timeZone)}` : ' UTC');
}

function shortZoneName(date: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
