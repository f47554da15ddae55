import type { LimitField } from '@prime/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../shared/api/api-context';
import { useChangeLimit, type LimitChange } from './api/change-limit';
import { limitRequestsQueryOptions } from './api/get-limit-requests';
import { useRefreshLimits } from './api/refresh-limits';
import { isFieldRefusal } from './limit-messages';

export type SaveOutcome = {
  /** Changed at once (lowered, or a first limit). */
  applied: LimitField[];
  /** Accepted as a request that waits (raised or removed). */
  pending: LimitField[];
  /** Refused for a reason of their own (422, 429, 409), shown under each field. */
  refused: { field: LimitField; error: unknown }[];
  /** A failure that stopped the save (network, server), and the fields it left unsent. */
  failure: { error: unknown; unsent: LimitField[] } | null;
};

/**
 * Saves the changed limits, one PUT me each, in the form's order; a refusal of one limit does
 * not stop the others. Then the player, the limits and the requests are fetched again, and the
 * requests tell an applied change from one that now waits.
 */
export const useSaveLimits = () => {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const change = useChangeLimit();
  const refresh = useRefreshLimits();
  const [isSaving, setIsSaving] = useState(false);

  const save = async (changes: readonly LimitChange[]): Promise<SaveOutcome> => {
    setIsSaving(true);
    const sent: LimitField[] = [];
    const refused: SaveOutcome['refused'] = [];
    let failure: SaveOutcome['failure'] = null;
    try {
      for (const [index, next] of changes.entries()) {
        try {
          await change.mutateAsync(next);
          sent.push(next.field);
        } catch (error) {
          if (!isFieldRefusal(error)) {
            failure = { error, unsent: changes.slice(index).map(({ field }) => field) };
            break;
          }
          refused.push({ field: next.field, error });
        }
      }
      await refresh();
    } finally {
      setIsSaving(false);
    }
    const waiting = new Set(
      (queryClient.getQueryData(limitRequestsQueryOptions(client).queryKey) ?? []).map(
        (request) => request.field,
      ),
    );
    return {
      applied: sent.filter((field) => !waiting.has(field)),
      pending: sent.filter((field) => waiting.has(field)),
      refused,
      failure,
    };
  };

  return { save, isSaving };
};
