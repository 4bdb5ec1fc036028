import {
  DND_CONTAINERS_PATH,
  DND_TARIFFS_PATH,
  type DndContainersAnswer,
  dndContainersAnswerSchema,
  type DndContainersQuery,
  type DndTariffQuery,
  type DndTariffsAnswer,
  dndTariffsAnswerSchema,
} from '@/domain/demurrage-detention/dnd-contract';
import { apiClient } from '@/lib/api-client';

/** GET the D&D tariff lines matching the filters, with the countries and the country's ports for the filters. */
export async function getDndTariffs(params: DndTariffQuery, signal?: AbortSignal): Promise<DndTariffsAnswer> {
  const { data } = await apiClient.get<unknown>(DND_TARIFFS_PATH, { params, signal });
  return dndTariffsAnswerSchema.parse(data);
}

/** GET one page of the user's containers with their D&D clocks, most days over first. */
export async function getDndContainers(params: DndContainersQuery, signal?: AbortSignal): Promise<DndContainersAnswer> {
  const { data } = await apiClient.get<unknown>(DND_CONTAINERS_PATH, { params, signal });
  return dndContainersAnswerSchema.parse(data);
}
