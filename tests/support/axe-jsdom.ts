import axe from 'axe-core';

/**
 * Runs axe-core on the rendered document and returns the serious and critical violations as
 * readable strings. jsdom has no layout, so colour contrast is checked in the browser tests.
 */
export async function seriousAxeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
}
