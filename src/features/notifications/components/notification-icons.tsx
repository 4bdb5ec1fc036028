import type { NotificationType } from '@/domain/notification/notification-contract';

/** The bell of the header's button; decorative (the button has its own name). */
export function BellIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
      <path
        fill="currentColor"
        d="M12 2a1.5 1.5 0 0 0-1.5 1.5v.7A6.5 6.5 0 0 0 5.5 10.5v4.3L3.8 17.3A1 1 0 0 0 4.6 19h14.8a1 1 0 0 0 .8-1.7l-1.7-2.5v-4.3a6.5 6.5 0 0 0-5-6.3v-.7A1.5 1.5 0 0 0 12 2Zm-2.5 18a2.5 2.5 0 0 0 5 0h-5Z"
      />
    </svg>
  );
}

// One 24 px path per type: what happened at a glance; the text says it in words.
const TYPE_PATHS: Record<NotificationType, string> = {
  // a tick
  BOOKING_CONFIRMED: 'M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6 11-11-1.4-1.4-9.6 9.6Z',
  // a cross
  BOOKING_REJECTED:
    'M6.7 5.3 5.3 6.7 10.6 12l-5.3 5.3 1.4 1.4 5.3-5.3 5.3 5.3 1.4-1.4-5.3-5.3 5.3-5.3-1.4-1.4-5.3 5.3-5.3-5.3Z',
  // a pencil
  BOOKING_PENDING_UPDATE:
    'M4 17.3V20h2.7l8-8-2.7-2.7-8 8Zm12.7-7.9a.8.8 0 0 0 0-1l-2.1-2.1a.8.8 0 0 0-1 0l-1.3 1.3 2.7 2.7 1.7-1.9Z',
  // a document
  DRAFT_BL_READY:
    'M6 2h8l5 5v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V8h4.5L13 3.5ZM8 12v2h8v-2H8Zm0 4v2h6v-2H8Z',
  // a clock
  VESSEL_DELAYED:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm-1 3v6l5 3 1-1.6-4-2.4V7h-2Z',
  // a container
  CARGO_DISCHARGED: 'M3 7h18v11H3V7Zm2 2v7h2V9H5Zm4 0v7h2V9H9Zm4 0v7h2V9h-2Zm4 0v7h2V9h-2ZM8 3h8v3H8V3Z',
  // an hourglass
  FREE_TIME_ENDING: 'M6 2h12v6l-4 4 4 4v6H6v-6l4-4-4-4V2Zm2 2v3.2l4 4 4-4V4H8Zm4 8.8-4 4V20h8v-3.2l-4-4Z',
  // an arrow leaving
  VESSEL_DEPARTED: 'M5 19 17.6 6.4V14h2V3H8.6v2h7.6L3.6 17.6 5 19ZM3 20h18v2H3v-2Z',
  // an arrow arriving
  VESSEL_ARRIVED: 'M19 5 6.4 17.6V10h-2v11h11v-2H7.8L20.4 6.4 19 5ZM3 2h18v2H3V2Z',
  // a truck
  CONTAINER_GATED_OUT:
    'M2 6h12v9h1.5V9H19l3 4v4h-2a2.5 2.5 0 0 1-5 0H9a2.5 2.5 0 0 1-5 0H2V6Zm4.5 10.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Zm11 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  // a return arrow
  CONTAINER_RETURNED: 'M10 4 4 10l6 6v-4h5a3 3 0 0 1 0 6h-3v2h3a5 5 0 0 0 0-10h-5V4Z',
};

/** The small icon of a notification's type; decorative (the item's text names the type). */
export function NotificationTypeIcon({ type, className }: { type: NotificationType; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" className={className}>
      <path fill="currentColor" d={TYPE_PATHS[type]} />
    </svg>
  );
}
