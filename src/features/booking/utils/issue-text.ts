import type { IssueText } from '@/components/ui/field-issue';

/** The booking form's issues are message codes (booking-form issueCode) under `errors.` of the booking namespace. */
export const BOOKING_ISSUE_TEXT: IssueText = { ns: 'booking', prefix: 'errors.' };
