import { paths } from '@/config/paths';
import { addDaysToIsoDate, type IsoDate } from '@/lib/dates';

/**
 * The in-app link of "redirect to schedule": the point-to-point schedule with the default date range, from `today`
 * ('yyyy-MM-dd', Asia/Singapore) for `weeks` weeks. The query uses the schedule page's URL names (README "The
 * schedule page's URL"): frmDtParam and toDtParam (yyyy-MM-dd) and nextWeekValue (days, 7 x weeks). Weeks outside
 * 1..8 fall back to 4 (the schedule page offers 2, 4, 6 and 8 weeks).
 */
export function scheduleRedirectHref(today: IsoDate, weeks: number): string {
  const safeWeeks = Number.isInteger(weeks) && weeks >= 1 && weeks <= 8 ? weeks : 4;
  const days = safeWeeks * 7;
  const search = new URLSearchParams({
    frmDtParam: today,
    toDtParam: addDaysToIsoDate(today, days),
    nextWeekValue: String(days),
  });
  return paths.pointToPointSchedule.href(search);
}
