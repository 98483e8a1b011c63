import { useMemo, useSyncExternalStore } from 'react';
import { comparisonPath, readComparisonAddress, type ComparisonAddress } from './model';

// The comparison the "Compare" buttons build, kept in this browser (localStorage) as the query
// of its address, so that it survives moving between screens and a reload; the Compare screen
// shows what its own address says and keeps this in step with it.

const STORAGE_KEY = 'seatscope.comparison';
const listeners = new Set<() => void>();

function readStored(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    // Storage refused (a private window's quota, a policy): the comparison lives in the address.
    return '';
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored comparison; empty while the server renders a page. */
export function useStoredComparison(): ComparisonAddress {
  const stored = useSyncExternalStore(subscribe, readStored, () => '');
  return useMemo(() => readComparisonAddress(new URLSearchParams(stored)), [stored]);
}

export function storeComparison(address: ComparisonAddress) {
  const query = comparisonPath(address).split('?')[1] ?? '';
  try {
    window.localStorage.setItem(STORAGE_KEY, query);
  } catch {
    return;
  }
  listeners.forEach((listener) => listener());
}

/** The stored comparison when not rendering (an event handler). */
export function storedComparison(): ComparisonAddress {
  return readComparisonAddress(new URLSearchParams(readStored()));
}
