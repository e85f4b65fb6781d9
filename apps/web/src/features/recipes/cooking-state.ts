import { clampServings, UNIT_SYSTEMS, type UnitSystem } from '@hearth/contracts';
import { useCallback, useState } from 'react';

/**
 * What a cook sets on a recipe page to cook from it (docs/decisions/0027-recipe-page-to-cook-from.md):
 * the servings (for this visit), the units (remembered for every recipe) and the ticked ingredients
 * (remembered per recipe on this device).
 */
export const UNITS_STORAGE_KEY = 'hearth:units';
export const tickedStorageKey = (recipeId: number) => `hearth:recipe-ticks:${recipeId}`;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null where it is missing or refused (private windows, blocked storage). */
function browserStorage(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readUnitSystem(storage: KeyValueStore | null): UnitSystem {
  const saved = safely(() => storage?.getItem(UNITS_STORAGE_KEY));
  return (UNIT_SYSTEMS as readonly string[]).includes(saved ?? '') ? (saved as UnitSystem) : 'as-written';
}

/** The ticked lines saved for a recipe, keeping only lines it still has (an edit may have removed some). */
export function readTicked(storage: KeyValueStore | null, recipeId: number, lineIds: readonly number[]): Set<number> {
  const saved = safely(() => storage?.getItem(tickedStorageKey(recipeId)));
  if (!saved) return new Set();
  let parsed: unknown;
  try {
    parsed = JSON.parse(saved);
  } catch {
    return new Set();
  }
  const present = new Set(lineIds);
  return new Set(Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number' && present.has(id)) : []);
}

export function writeTicked(storage: KeyValueStore | null, recipeId: number, ticked: ReadonlySet<number>): void {
  safely(() => (ticked.size ? storage?.setItem(tickedStorageKey(recipeId), JSON.stringify([...ticked].sort((a, b) => a - b))) : storage?.removeItem(tickedStorageKey(recipeId))));
}

// Storage can throw (quota, a blocked origin); a cook loses the memory, never the page.
function safely<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}

/** The units the member reads amounts in, remembered across recipes. */
export function useUnitSystem(): [UnitSystem, (units: UnitSystem) => void] {
  const [units, setUnits] = useState<UnitSystem>(() => readUnitSystem(browserStorage()));
  const choose = useCallback((next: UnitSystem) => {
    setUnits(next);
    safely(() => browserStorage()?.setItem(UNITS_STORAGE_KEY, next));
  }, []);
  return [units, choose];
}

/** Servings to cook, starting from what the recipe makes; not remembered, so a recipe opens as written. */
export function useServings(written: number | null): { servings: number; setServings: (servings: number) => void; reset: () => void } {
  const initial = clampServings(written ?? 1);
  // Chosen servings belong to the recipe's written servings: an edit that changes them starts afresh.
  const [chosen, setChosen] = useState<{ written: number | null; servings: number }>({ written, servings: initial });
  const servings = chosen.written === written ? chosen.servings : initial;
  const setServings = useCallback((next: number) => setChosen({ written, servings: clampServings(next) }), [written]);
  const reset = useCallback(() => setChosen({ written, servings: clampServings(written ?? 1) }), [written]);
  return { servings, setServings, reset };
}

/** The ingredient lines ticked off for one recipe, remembered on this device. */
export function useTickedLines(recipeId: number, lineIds: readonly number[]): { ticked: ReadonlySet<number>; toggle: (lineId: number, on: boolean) => void; clear: () => void } {
  const key = `${recipeId}:${lineIds.join(',')}`;
  const [state, setState] = useState(() => ({ key, ticked: readTicked(browserStorage(), recipeId, lineIds) as ReadonlySet<number> }));
  // Another recipe, or this one edited: read its own ticks (React re-renders at once with the new state).
  if (state.key !== key) setState({ key, ticked: readTicked(browserStorage(), recipeId, lineIds) });
  const ticked = state.ticked;
  const update = useCallback(
    (next: ReadonlySet<number>) => {
      setState({ key, ticked: next });
      writeTicked(browserStorage(), recipeId, next);
    },
    [key, recipeId],
  );
  const toggle = useCallback(
    (lineId: number, on: boolean) => {
      const next = new Set(ticked);
      if (on) next.add(lineId);
      else next.delete(lineId);
      update(next);
    },
    [ticked, update],
  );
  const clear = useCallback(() => update(new Set()), [update]);
  return { ticked, toggle, clear };
}
