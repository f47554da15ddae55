import type { Language, Survey } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';

/**
 * GET me/survey/last?type=sow&currency=&language=: the source-of-wealth questionnaire in the
 * site's language, whether the player must answer it, and their last answers.
 */
export const getSurvey = async (
  client: ApiClient,
  { currency, language }: { currency: string; language: Language },
  signal?: AbortSignal,
) =>
  (
    await client.request<{ data: Survey }>('GET', 'me/survey/last', {
      query: { type: 'sow', currency, language },
      signal,
    })
  ).data;

/** Under `me`, so logging out forgets it with the player; one entry per language. */
export const surveyKey = (language?: Language) =>
  language ? (['me', 'survey', 'sow', language] as const) : (['me', 'survey'] as const);

export const surveyQueryOptions = (client: ApiClient, currency: string, language: Language) =>
  queryOptions({
    queryKey: surveyKey(language),
    queryFn: ({ signal }) => getSurvey(client, { currency, language }, signal),
    // Whether it is required may change at any time (the AML rules, an operator).
    staleTime: 0,
  });

/** The questionnaire of the player of the session; waits until the player is known. */
export const useSurvey = (currency: string | undefined, language: Language) =>
  useQuery({
    ...surveyQueryOptions(useApi().client, currency ?? '', language),
    enabled: currency !== undefined,
  });
