import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '@seatscope/shared';

/**
 * A Knowledge Hub list's search, filters and page, kept in the URL (docs/product.md#knowledge-hub)
 * so that a link, a reload and Back show the same list. A change of search or filter starts
 * again at page 1; empty values leave the URL.
 */
export function useListParams<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<
    Key,
    string
  >;
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;

  const update = (
    patch: Partial<Record<Key, string>> & { page?: number },
    { replace = false }: { replace?: boolean } = {},
  ) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of keys) {
          const value = patch[key];
          if (value === undefined) continue;
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (patch.page !== undefined && patch.page > 1) next.set('page', String(patch.page));
        else next.delete('page');
        return next;
      },
      { replace, preventScrollReset: true },
    );
  return { values, page, update };
}

/**
 * The search box's text: follows the URL (Back, a link) and writes to it after a pause in typing
 * (docs/product.md#knowledge-hub: 500 ms), replacing the history entry rather than adding one
 * per word.
 */
export function useSearchText(committed: string, commit: (text: string) => void) {
  const [text, setText] = useState({ value: committed, forCommitted: committed });
  if (text.forCommitted !== committed) setText({ value: committed, forCommitted: committed });
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  });
  useEffect(() => {
    if (text.value === text.forCommitted) return undefined;
    const timer = window.setTimeout(() => latestCommit.current(text.value), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const change = (value: string) => setText({ value, forCommitted: committed });
  return [text.value, change] as const;
}
