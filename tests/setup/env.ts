// Dates and times in tests read the same on every machine, whatever its own time zone.
process.env.TZ = 'UTC';
