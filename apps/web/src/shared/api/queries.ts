import { queryOptions } from '@tanstack/react-query';
import type { PrimeApi } from './prime-api';

/** The player of the session; startup seeds it, logout removes it. */
export const meQueryOptions = (api: PrimeApi) =>
  queryOptions({
    queryKey: ['me'] as const,
    queryFn: () => api.getMe(),
    staleTime: 30_000,
  });

/** Maintenance poll of the maintenance page. */
export const MAINTENANCE_POLL_MS = 10_000;

export const maintenanceQueryOptions = (api: PrimeApi) =>
  queryOptions({
    queryKey: ['cms', 'skin-in-maintenance'] as const,
    queryFn: () => api.isInMaintenance(),
    refetchInterval: MAINTENANCE_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
