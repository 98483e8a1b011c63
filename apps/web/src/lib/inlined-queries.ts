import type { DehydratedState } from '@tanstack/react-query';
import { INLINED_QUERIES_ELEMENT_ID } from '@seatscope/shared';

/** The query data the server inlined into this page, if it did. */
export function readInlinedQueries(): DehydratedState | null {
  const element = document.getElementById(INLINED_QUERIES_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as DehydratedState;
}
