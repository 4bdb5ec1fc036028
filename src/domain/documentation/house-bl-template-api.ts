import {
  HOUSE_BL_TEMPLATES_PATH,
  type HouseBlTemplate,
  type HouseBlTemplateInput,
  houseBlTemplateListSchema,
  houseBlTemplatePath,
  houseBlTemplateSchema,
} from '@/domain/documentation/house-bl-template-contract';
import { apiClient } from '@/lib/api-client';

/*
 * Fetchers of the house B/L templates (calls: house-bl-template-contract.ts). They reject with ApiError (400 with
 * field errors, 404 unknown template, 409 NAME_TAKEN) or a ZodError on an answer of another shape.
 */

/** GET v1/house-bl-templates: the user's templates, newest change first. */
export async function getHouseBlTemplates(signal?: AbortSignal): Promise<HouseBlTemplate[]> {
  const { data } = await apiClient.get<unknown>(HOUSE_BL_TEMPLATES_PATH, { signal });
  return houseBlTemplateListSchema.parse(data).templates;
}

/** POST v1/house-bl-templates: saves a new template. */
export async function createHouseBlTemplate(input: HouseBlTemplateInput): Promise<HouseBlTemplate> {
  const { data } = await apiClient.post<unknown>(HOUSE_BL_TEMPLATES_PATH, input);
  return houseBlTemplateSchema.parse(data);
}

/** PUT v1/house-bl-templates/{id}: replaces a template. */
export async function updateHouseBlTemplate(id: string, input: HouseBlTemplateInput): Promise<HouseBlTemplate> {
  const { data } = await apiClient.put<unknown>(houseBlTemplatePath(id), input);
  return houseBlTemplateSchema.parse(data);
}

/** DELETE v1/house-bl-templates/{id}. */
export async function deleteHouseBlTemplate(id: string): Promise<void> {
  await apiClient.delete(houseBlTemplatePath(id));
}
