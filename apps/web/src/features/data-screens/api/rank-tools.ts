import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  predictionAccuracySchema,
  predictionPageSchema,
  rankMappingPageSchema,
  type RankType,
} from '@seatscope/shared';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** What Rank DeepScan asks: one counselling, rank and seat category, narrowed by lists. */
export interface PredictionRequest {
  counselling: string;
  rank: number;
  category: string;
  quota: string[];
  state: string[];
  course: string[];
  /** An `/api/predictions` sort (`field.direction`). */
  sort: string;
  page: number;
}

/** Options on one page of the screen: a long, readable list (the API gives up to 500). */
const OPTIONS_PER_PAGE = 100;

/** `GET /api/predictions`, in the order asked for. */
export function usePredictions(request: PredictionRequest | null) {
  const params = request && { ...request, pageSize: OPTIONS_PER_PAGE };
  return useQuery({
    queryKey: queryKeys.predictions.page(params ?? {}),
    queryFn: ({ signal }) =>
      apiRequest('/api/predictions', predictionPageSchema, {
        params: params ?? {},
        signal,
        fallbackMessage: 'Failed to fetch data',
      }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/predictions/accuracy`: the backtest on the data being served. */
export function usePredictionAccuracy(counselling: string | null) {
  return useQuery({
    queryKey: queryKeys.predictions.accuracy(counselling),
    queryFn: ({ signal }) =>
      apiRequest('/api/predictions/accuracy', predictionAccuracySchema, {
        params: { counselling: counselling ?? '' },
        signal,
        fallbackMessage: 'Failed to fetch data',
      }),
    enabled: counselling !== null,
    staleTime: 5 * 60_000,
  });
}

/** What the Rank Mapping Tool asks. */
export interface RankMappingRequest {
  counselling: string;
  rank: number;
  window: number;
  rankType: RankType;
  quota: string[];
  state: string[];
  category: string[];
  course: string[];
  page: number;
  pageSize: number;
}

/** `GET /api/rank-mapping`. */
export function useRankMapping(request: RankMappingRequest | null) {
  return useQuery({
    queryKey: queryKeys.rankMapping(request ?? {}),
    queryFn: ({ signal }) =>
      apiRequest('/api/rank-mapping', rankMappingPageSchema, {
        params: request ? { ...request } : {},
        signal,
        fallbackMessage: 'Failed to fetch data',
      }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
