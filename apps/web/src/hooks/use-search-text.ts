import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@seatscope/shared';

/**
 * A search box's text: follows what is committed (the URL: Back, a link, a reset) and commits
 * after a pause in typing (SEARCH_DEBOUNCE_MS, docs/product.md: 500 ms); the caller commits by
 * replacing the history entry rather than adding one per word. The one debounce of the web app.
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
