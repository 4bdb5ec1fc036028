import type { TemplateFields } from '@/domain/booking-template/template-contract';

/** A template as stored: its owner's and colleagues' user IDs only (names and e-mails are read at answer time). */
export interface StoredTemplate {
  id: string;
  name: string;
  ownerId: string;
  sharedWith: string[];
  createdAt: string;
  updatedAt: string;
  fields: TemplateFields;
}
