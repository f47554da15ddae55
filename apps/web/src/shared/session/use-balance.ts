import type { Balance } from '@prime/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { useAppState } from './app-store-context';
import { balanceQueryOptions } from './balance';

/**
 * The player's balances, fresh every 5 s and at once when the socket pushes them; `fallback`
 * (the balance of GET me) shows until the first answer arrives.
 */
export const useBalance = (fallback: Balance): Balance => {
  const api = useApi();
  const hasToken = useAppState((state) => state.token !== null);
  const query = useQuery({ ...balanceQueryOptions(api), enabled: hasToken });
  return query.data ?? fallback;
};
