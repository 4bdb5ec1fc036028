import {
  BOOKING_TEMPLATES_PATH,
  type BookingTemplate,
  type BookingTemplateListParams,
  type BookingTemplateListResponse,
  bookingTemplateListResponseSchema,
  bookingTemplatePath,
  bookingTemplateSchema,
  bookingTemplateSharePath,
  bookingTemplateSharesPath,
  type CreateBookingTemplate,
  type ShareBookingTemplate,
  type UpdateBookingTemplate,
} from '@/domain/booking-template/template-contract';
import { apiClient } from '@/lib/api-client';

/*
 * Fetchers of the booking template API (template-contract.ts lists the calls and errors). Every one rejects with
 * ApiError (a 400 carries `errors` with JSONPaths: lib/api-field-errors) or a ZodError on an answer of another shape.
 */

/** GET v1/booking-templates: the user's usable (own + shared with them) or own templates, optionally searched by `q`. */
export async function getBookingTemplates(
  params: BookingTemplateListParams,
  signal?: AbortSignal,
): Promise<BookingTemplateListResponse> {
  const search = new URLSearchParams({ scope: params.scope ?? 'usable' });
  if (params.q?.trim()) search.set('q', params.q.trim());
  const { data } = await apiClient.get<unknown>(BOOKING_TEMPLATES_PATH, { params: search, signal });
  return bookingTemplateListResponseSchema.parse(data);
}

/** GET v1/booking-templates/{id}: one template the user may use; 404 TEMPLATE_NOT_FOUND otherwise. */
export async function getBookingTemplate(id: string, signal?: AbortSignal): Promise<BookingTemplate> {
  const { data } = await apiClient.get<unknown>(bookingTemplatePath(id), { signal });
  return bookingTemplateSchema.parse(data);
}

/** POST v1/booking-templates: a new template of the user from fields or from one of their bookings; 201 with it. */
export async function createBookingTemplate(body: CreateBookingTemplate): Promise<BookingTemplate> {
  const { data } = await apiClient.post<unknown>(BOOKING_TEMPLATES_PATH, body);
  return bookingTemplateSchema.parse(data);
}

/** PUT v1/booking-templates/{id}: renames and/or replaces the fields of one of the user's templates. */
export async function updateBookingTemplate(id: string, body: UpdateBookingTemplate): Promise<BookingTemplate> {
  const { data } = await apiClient.put<unknown>(bookingTemplatePath(id), body);
  return bookingTemplateSchema.parse(data);
}

/** DELETE v1/booking-templates/{id}: deletes one of the user's templates (204) and every share of it. */
export async function deleteBookingTemplate(id: string): Promise<void> {
  await apiClient.delete(bookingTemplatePath(id));
}

/**
 * POST v1/booking-templates/{id}/shares: shares one of the user's templates with colleagues (user IDs or e-mails);
 * 400 with a field error `$.recipients[i]` per recipient who is not a user of the same company.
 */
export async function shareBookingTemplate(id: string, body: ShareBookingTemplate): Promise<BookingTemplate> {
  const { data } = await apiClient.post<unknown>(bookingTemplateSharesPath(id), body);
  return bookingTemplateSchema.parse(data);
}

/** DELETE v1/booking-templates/{id}/shares/{userId}: the colleague no longer sees the template. */
export async function revokeBookingTemplateShare(id: string, userId: string): Promise<BookingTemplate> {
  const { data } = await apiClient.delete<unknown>(bookingTemplateSharePath(id, userId));
  return bookingTemplateSchema.parse(data);
}
