import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notificationListSchema,
  notificationSchema,
  type NotificationList,
} from '@seatscope/shared';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The signed-in user's own notifications, newest first (docs/product.md#notifications). */
export const useNotifications = () =>
  useQuery({
    queryKey: queryKeys.notifications,
    queryFn: ({ signal }) => apiRequest('/api/notifications', notificationListSchema, { signal }),
    staleTime: 60_000,
  });

/** Marks one notification read and puts the answer into the cached list. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/notifications/${id}/read`, notificationSchema, { method: 'POST' }),
    onSuccess: (read) => {
      queryClient.setQueryData<NotificationList>(queryKeys.notifications, (list) =>
        list ? { rows: list.rows.map((row) => (row.id === read.id ? read : row)) } : list,
      );
    },
  });
}
