import { useSyncExternalStore } from 'react';

/**
 * Which updates this browser has seen: the ids, kept in localStorage so the unread count
 * survives reloads (docs/product.md). Updates are few, so the list stays short; it is capped anyway.
 */
const STORAGE_KEY = 'seatscope-updates-read';
const MAX_REMEMBERED = 200;
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedIds: readonly number[] = [];

function readIds(): readonly number[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Blocked storage: everything counts as unread, which is safe.
  }
  if (raw === cachedRaw) return cachedIds;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedIds = Array.isArray(parsed) ? parsed.filter((id) => typeof id === 'number') : [];
  } catch {
    cachedIds = [];
  }
  return cachedIds;
}

export function markUpdatesRead(ids: readonly number[]) {
  const merged = [...new Set([...ids, ...readIds()])].slice(0, MAX_REMEMBERED);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(merged));
  } catch {
    // Not remembered; the count simply comes back on the next visit.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export const useReadUpdateIds = () => useSyncExternalStore(subscribe, readIds, () => []);
