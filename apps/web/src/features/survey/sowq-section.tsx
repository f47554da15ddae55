import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format/date';
import { useAppState } from '../../shared/session/app-store-context';
import { usePlayer } from '../../shared/session/use-session';
import { useAnswerSurvey } from './api/answer-survey';
import { useSurvey } from './api/get-survey';
import { SurveyForm } from './survey-form';
import './survey.css';

/**
 * The source-of-wealth questionnaire (spec 02 §2, §4 Questionnaire): the form while it is
 * required and not answered, the answers once given, and "not necessary" for a player nobody
 * asked (a low AML level) who never answered it.
 */
export const SowqSection = () => {
  const { t, i18n } = useTranslation('survey');
  const titleId = useId();
  const language = useAppState((state) => state.language);
  const player = usePlayer();
  const survey = useSurvey(player?.currency.code, language);
  const send = useAnswerSurvey();
  const data = survey.data;

  return (
    <section className="dashboard-section survey" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-section__title">
        {data?.name ?? t('title')}
      </h2>
      {send.isSuccess ? (
        <p role="status" className="form-message form-message--ok">
          {t('sent')}
        </p>
      ) : null}
      {survey.isError ? (
        <p role="alert" className="form-message form-message--error">
          {t('load_error')}
        </p>
      ) : !data ? (
        <p className="form-message" aria-busy="true">
          {t('loading')}
        </p>
      ) : data.status === 'required' ? (
        <>
          <p className="form-message">{data.description}</p>
          <p className="survey__required">{t('required_intro')}</p>
          <SurveyForm
            key={`${data.id}-${language}`}
            survey={data}
            language={language}
            send={send}
          />
        </>
      ) : data.survey_answers.length > 0 ? (
        <>
          <p className="form-message">
            {t('answered_intro', {
              date: data.answered_at ? formatDate(data.answered_at, i18n.language) : '',
            })}
          </p>
          <dl className="survey__answers">
            {data.survey_answers.map((answer) => (
              <div key={answer.id} className="survey__answer">
                <dt>{answer.question}</dt>
                <dd>{answer.answer}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="form-message">{t('not_necessary')}</p>
      )}
    </section>
  );
};
