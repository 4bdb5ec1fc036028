import type { RequestHandler } from 'msw';
export const scheduleHandlers: RequestHandler[] = [];
