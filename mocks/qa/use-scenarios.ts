import { useSyncExternalStore } from 'react';

import { type FaultScenario, onScenariosChange, readScenarios, SCENARIOS_KEY } from '../scenarios';

function subscribe(listener: () => void): () => void {
  const stop = onScenariosChange(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SCENARIOS_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    stop();
    window.removeEventListener('storage', onStorage);
  };
}

// useSyncExternalStore compares snapshots by identity: keep one string until the scenarios change.
let snapshot = JSON.stringify(readScenarios());
function getSnapshot(): string {
  const next = JSON.stringify(readScenarios());
  if (next !== snapshot) snapshot = next;
  return snapshot;
}

/** The active fault scenarios, updated when this tab or another one (storage event) changes them. */
export function useScenarios(): FaultScenario[] {
  return JSON.parse(useSyncExternalStore(subscribe, getSnapshot)) as FaultScenario[];
}
