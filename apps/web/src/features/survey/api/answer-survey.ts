import type { Language, Survey, SurveyAnswersBody } from '@prime/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context';
import type { ApiClient } from '../../../shared/api/client';
import { surveyKey } from './get-survey';

/** POST me/survey/{survey_id}/answers/{language}: every answer at once; the questionnaire after. */
export const answerSurvey = async (
  client: ApiClient,
  { surveyId, language, answers }: { surveyId: number; language: Language } & SurveyAnswersBody,
) =>
  (
    await client.request<{ data: Survey }>('POST', `me/survey/${surveyId}/answers/${language}`, {
      body: { answers },
    })
  ).data;

/** Sends the answers; the questionnaire is read again in every language, now answered. */
export const useAnswerSurvey = () => {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof answerSurvey>[1]) => answerSurvey(client, input),
    onSuccess: async (survey, { language }) => {
      queryClient.setQueryData(surveyKey(language), survey);
      await queryClient.invalidateQueries({ queryKey: surveyKey() });
    },
  });
};
