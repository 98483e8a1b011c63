import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dataStatusSchema, importRunPageSchema } from '@seatscope/shared';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/admin/data-status`: the bundle loaded and the live round lists (admins only). */
export const useDataStatus = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.admin.dataStatus,
    queryFn: ({ signal }) => apiRequest('/api/admin/data-status', dataStatusSchema, { signal }),
    enabled,
    retry: false,
  });

/** `GET /api/admin/import-runs`: one page of the imports' history, newest first. */
export const useImportRuns = (page: number, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.admin.importRuns(page),
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/import-runs', importRunPageSchema, { params: { page }, signal }),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  });
