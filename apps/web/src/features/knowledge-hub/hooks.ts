import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS, type KnowledgeHubList } from '@seatscope/shared';
import { readHubUrl, writeHubUrl, type HubPatch } from './list-url';

/**
 * A Knowledge Hub list's search, filters and page, kept in the URL (docs/product.md#knowledge-hub)
 * so that a link, a reload and Back show the same list; read and written by the one list contract
 * (list-url.ts).
 */
export function useListParams<List extends KnowledgeHubList>(list: List) {
  const [params, setParams] = useSearchParams();
  const { values, page } = readHubUrl(list, params);
  const update = (patch: HubPatch<List>, { replace = false }: { replace?: boolean } = {}) =>
    setParams((current) => writeHubUrl(list, current, patch), {
      replace,
      preventScrollReset: true,
    });
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
