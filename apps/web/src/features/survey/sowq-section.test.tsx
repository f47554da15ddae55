import type { Survey } from '@prime/contract';
import { SURVEY_RULE_MESSAGES } from '@prime/contract/rules/survey';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import type { RequestOptions } from '../../shared/api/client';
import { createFakeApi } from '../../test/fake-api';
import { answerRequests, type FakeAnswers } from '../../test/fake-requests';
import { buildPlayer } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { SowqSection } from './sowq-section';

const option = (id: number, name: string, is_default = false) => ({
  id,
  name,
  value: name.toLowerCase(),
  is_default,
});

/** A questionnaire with one question of each type, as GET me/survey/last answers it. */
const buildSurvey = (overrides: Partial<Survey> = {}): Survey => ({
  id: 3,
  type: 'sow',
  name: 'Source of wealth questionnaire',
  description: 'The law requires us to know where your money comes from.',
  is_required: true,
  status: 'required',
  answered_at: null,
  survey_contents: [
    {
      id: 1,
      language_id: 1,
      type: 'select',
      question: 'Employment status',
      is_required: true,
      options: [option(10, 'Employed'), option(11, 'Retired')],
    },
    { id: 2, language_id: 1, type: 'text', question: 'Occupation', is_required: true, options: [] },
    {
      id: 3,
      language_id: 1,
      type: 'radio',
      question: 'Yearly income',
      is_required: true,
      options: [option(30, 'Under 20k'), option(31, 'Over 20k')],
    },
    {
      id: 4,
      language_id: 1,
      type: 'checkbox',
      question: 'Source of the money',
      is_required: true,
      options: [option(40, 'Salary', true), option(41, 'Savings')],
    },
    {
      id: 5,
      language_id: 1,
      type: 'number',
      question: 'Monthly deposits',
      is_required: true,
      options: [],
    },
    {
      id: 6,
      language_id: 1,
      type: 'date',
      question: 'In this job since',
      is_required: false,
      options: [],
    },
    {
      id: 7,
      language_id: 1,
      type: 'textarea',
      question: 'Anything else',
      is_required: false,
      options: [],
    },
  ],
  survey_answers: [],
  ...overrides,
});

const open = (survey: () => Survey, answers: FakeAnswers = {}) => {
  const api = createFakeApi();
  const request = answerRequests(api, {
    'GET me/survey/last': () => ({ data: survey() }),
    ...answers,
  });
  renderWithApp(<SowqSection />, { api, player: buildPlayer(), state: { token: 'tok' } });
  return { request };
};

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
const callsTo = (request: ReturnType<typeof open>['request'], verb: string, path: string) =>
  request.mock.calls.filter(([method, target]) => method === verb && target === path);

describe('Questionnaire', () => {
  it('says it is not necessary when nobody asked for it and it was never answered', async () => {
    const { request } = open(() => buildSurvey({ is_required: false, status: 'not_required' }));
    expect(
      await screen.findByText('The questionnaire is not necessary for your account at the moment.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send my answers' })).not.toBeInTheDocument();
    expect(callsTo(request, 'GET', 'me/survey/last')[0]?.[2]).toMatchObject({
      query: { type: 'sow', currency: 'EUR', language: 'en' },
    });
  });

  it('shows the answers, read-only, once they are given', async () => {
    open(() =>
      buildSurvey({
        status: 'answered',
        answered_at: '2026-11-20T10:00:00Z',
        survey_answers: [
          { id: 90, question_id: 2, question: 'Occupation', answer: 'Engineer' },
          { id: 91, question_id: 4, question: 'Source of the money', answer: 'Salary, Savings' },
        ],
      }),
    );
    expect(await screen.findByText(/answers you gave on November 20, 2026/)).toBeInTheDocument();
    expect(screen.getByText('Salary, Savings')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send my answers' })).not.toBeInTheDocument();
  });

  it('asks every question with the control of its type and refuses to send what breaks a rule', async () => {
    const { request } = open(() => buildSurvey());
    expect(await screen.findByRole('combobox', { name: 'Employment status' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Occupation' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Yearly income' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Salary' })).toBeChecked();
    expect(screen.getByLabelText('In this job since (optional)')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('textbox', { name: 'Anything else (optional)' })).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Monthly deposits' }), {
      target: { value: '12abc' },
    });
    send();
    expect(screen.getAllByText('Please choose an option.')).toHaveLength(2);
    expect(screen.getByText('This question must be answered.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a number (at most two decimals).')).toBeInTheDocument();
    expect(callsTo(request, 'POST', 'me/survey/3/answers/en')).toHaveLength(0);
  });

  it('sends the answers by question and option, then shows them', async () => {
    let answered = false;
    const { request } = open(
      () =>
        answered
          ? buildSurvey({
              status: 'answered',
              answered_at: '2026-11-27T10:00:00Z',
              survey_answers: [{ id: 95, question_id: 2, question: 'Occupation', answer: 'Nurse' }],
            })
          : buildSurvey(),
      {
        'POST me/survey/3/answers/en': () => {
          answered = true;
          return {
            data: buildSurvey({
              status: 'answered',
              answered_at: '2026-11-27T10:00:00Z',
              survey_answers: [{ id: 95, question_id: 2, question: 'Occupation', answer: 'Nurse' }],
            }),
          };
        },
      },
    );
    fireEvent.change(await screen.findByRole('combobox', { name: 'Employment status' }), {
      target: { value: '11' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Occupation' }), {
      target: { value: ' Nurse ' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Over 20k' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Savings' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Monthly deposits' }), {
      target: { value: '250.50' },
    });
    send();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you: your answers were received.',
    );
    expect(screen.getByText('Nurse')).toBeInTheDocument();
    const body = (callsTo(request, 'POST', 'me/survey/3/answers/en')[0]?.[2] as RequestOptions)
      .body;
    expect(body).toEqual({
      answers: [
        { question_id: 1, language_id: 1, option_id: 11 },
        { question_id: 2, language_id: 1, answer: 'Nurse' },
        { question_id: 3, language_id: 1, option_id: 31 },
        { question_id: 4, language_id: 1, option_id: 40 },
        { question_id: 4, language_id: 1, option_id: 41 },
        { question_id: 5, language_id: 1, answer: '250.50' },
      ],
    });
  });

  it('shows what the server refused under its question, translated', async () => {
    open(() => buildSurvey(), {
      'POST me/survey/3/answers/en': () => {
        throw new ApiError(422, 'validation_failed', 'The given data was invalid.', {
          'questions.2': [SURVEY_RULE_MESSAGES.text_too_long],
        });
      },
    });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Employment status' }), {
      target: { value: '10' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Occupation' }), {
      target: { value: 'Nurse' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Under 20k' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Monthly deposits' }), {
      target: { value: '10' },
    });
    send();
    const occupation = screen.getByRole('textbox', { name: 'Occupation' });
    expect(await screen.findByText('The answer is too long.')).toBeInTheDocument();
    expect(occupation).toHaveAttribute('aria-invalid', 'true');
    expect(within(document.body).queryByRole('status')).not.toBeInTheDocument();
  });
});
