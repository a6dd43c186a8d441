import { twMerge } from 'tailwind-merge';

/**
 * The class lists in which two Tailwind classes set the same thing (`h-10` and `h-11`, `p-6` and
 * `p-5`), each with the classes that lose. Without a merge at run time, the stylesheet's order
 * would decide between them, not the order written: a component offers a variant instead.
 */
export function classConflicts(classLists: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const list of classLists) {
    const classes = list.split(/\s+/).filter(Boolean);
    const kept = new Set(twMerge(classes.join(' ')).split(' '));
    const losing = classes.filter(
      (name, index) => !kept.has(name) && classes.indexOf(name) === index,
    );
    if (losing.length > 0) found.add(`"${classes.join(' ')}" (${losing.join(', ')} overridden)`);
  }
  return [...found];
}
