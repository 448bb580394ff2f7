import { useQuery } from '@tanstack/react-query';
import { orderListResponseSchema, type Order } from '@skinsight/shared/commerce';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { queryKeys } from '../../../lib/query-client.tsx';

/** The signed-in person's orders (GET /api/orders): null while loading, 'error' when that failed. */
export function useOrders({ enabled = true }: { enabled?: boolean } = {}): Order[] | null | 'error' {
  const auth = useAuth();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const query = useQuery({
    queryKey: queryKeys.orders(userId ?? ''),
    queryFn: () => apiRequest('/api/orders', orderListResponseSchema).then((r) => r.orders),
    enabled: enabled && userId !== null,
  });
  if (query.isError) return 'error';
  return query.data ?? null;
}
