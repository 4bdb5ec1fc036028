/**
 * Makes the browser load its date-time formatting data (ICU: the locale's calendar patterns and the time-zone
 * database) by formatting one instant in a time zone, once. The first `Intl.DateTimeFormat` of a page pays that load
 * wherever it happens: about 18 ms on a desktop, four times as much on a mid-range phone, in one piece. Nearly every page
 * of the portal shows local times (docs/requirements.md §9: times local to each place; date-fns-tz formats through `Intl`), and
 * date-fns-tz itself formats a date in New York time when its module is evaluated.
 *
 * main.tsx calls it while start-up waits for the network (runtime config, route chunk, translations), when the main
 * thread has nothing else to do, so the first page that formats a time does not pay the load in the middle of its first
 * render (Lighthouse's blocking time on the SI summary). Returns nothing and never throws: where
 * the browser refuses a time zone, the load simply happens later.
 */
export function warmUpDateTimeFormat(): void {
  try {
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).format(0);
  } catch {
    // No time-zone support: nothing to load ahead.
  }
}
