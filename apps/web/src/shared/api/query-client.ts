import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

const MAX_RETRIES = 2;

/** A client error (4xx) will not change on retry; network and server errors may. */
const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
};

export type QueryClientOptions = {
  /** A query answered 401 `unauthenticated`: the session has ended on the server. */
  onUnauthenticated?: () => void;
};

export const createQueryClient = ({ onUnauthenticated }: QueryClientOptions = {}) =>
  new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isApiError(error) && error.code === 'unauthenticated') onUnauthenticated?.();
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
