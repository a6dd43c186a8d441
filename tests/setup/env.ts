// Dates and times in tests read the same on every machine (STYLE.md convention 10).
process.env.TZ = 'UTC';
