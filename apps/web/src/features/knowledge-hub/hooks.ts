import { useSearchParams } from 'react-router';
import type { KnowledgeHubList } from '@seatscope/shared';
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
