const MAX_OCTETS = 75;

/**
 * Folds a calendar file's content lines at 75 octets, as RFC 5545 (3.1) asks: the `ics` library
 * counts characters, so a line of accented or other multi-byte text runs past 75 bytes. Each fold
 * is CRLF and one space, and never splits a character's UTF-8 bytes.
 */
export function foldIcsLines(ics: string): string {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('\r\n')
    .map((line) => foldLine(line))
    .join('\r\n');
}

function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line may hold 75 octets; each continuation 74 after its leading space.
  let limit = MAX_OCTETS;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
