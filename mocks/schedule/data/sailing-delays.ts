import { DEFAULT_SEED, scheduleGenerator } from './schedule-generator';
import { type PlannedVesselLeg, type VesselLegDelays, vesselLegDelays } from './vessel-calls';

/**
 * {@link vesselLegDelays} on the mock carrier's network (the default seed): whether a planned vessel leg departs and
 * arrives late, by how much (ms), for which SMDG reason and from when it is known (epoch ms). The one source of delays
 * for the point-to-point results, the tracking events and the notifications (docs/areas/schedule.md).
 */
export function sailingDelays(leg: PlannedVesselLeg): VesselLegDelays {
  return vesselLegDelays(scheduleGenerator.services, DEFAULT_SEED, leg);
}
