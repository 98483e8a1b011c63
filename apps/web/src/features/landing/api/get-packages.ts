import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * The fields of `GET /api/packages` (the price catalogue, owned by the purchase work) that
 * the landing page's cards read. Amounts are in paise.
 */
export interface CataloguePackage {
  id: 'ug' | 'pg';
  name: string;
  description: string;
  pricePaise: number;
  originalPricePaise: number;
  gstPercent: number;
  offerLabel: string | null;
  validUntil: string;
}

interface CatalogueResponse {
  packages: CataloguePackage[];
}

const packagesQueryOptions = queryOptions({
  queryKey: ['packages'],
  queryFn: ({ signal }) => apiGet<CatalogueResponse>('/api/packages', undefined, { signal }),
  staleTime: 5 * 60_000,
});

export const usePackages = () => useQuery(packagesQueryOptions);
