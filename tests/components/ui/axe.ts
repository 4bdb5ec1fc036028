import axe from 'axe-core';

/**
 * Runs axe-core on `context` (default the whole document, since Radix portals render outside the container) and
 * returns one line per violation ("rule: selectors"), so `expect(await axeViolations()).toEqual([])` shows what broke.
 * jsdom cannot compute colours, so 'color-contrast' is off; 'region' is a page-level rule and off for fragments.
 * Run it with real timers: axe schedules work with timers.
 */
export async function axeViolations(context: Element = document.body): Promise<string[]> {
  const results = await axe.run(context, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
