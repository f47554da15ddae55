import { SURVEY_QUESTION_TYPES, SURVEY_RULE_MESSAGES, type Survey } from '@prime/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashier } from '../../test/calls/payments';
import { buildLoggedInPlayer, type LoggedInPlayer } from '../../test/factories/players';
import { OPS_TOKEN, startHarness, type Harness } from '../../test/harness';
import { rowsOf } from '../../test/queries/rows';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const IBAN = 'DE89 3704 0044 0532 0130 00';

const player = (options: Parameters<typeof buildLoggedInPlayer>[1] = {}) =>
  buildLoggedInPlayer(h.database.db, options);

const getSurvey = (p: LoggedInPlayer, query = '') =>
  h.call({
    method: 'GET',
    url: `/v1/me/survey/last?type=sow${query}`,
    headers: { 'user-token': p.token },
  });

const surveyOf = async (p: LoggedInPlayer, query = ''): Promise<Survey> => {
  const response = await getSurvey(p, query);
  expect(response.statusCode).toBe(200);
  return response.json().data as Survey;
};

type Answer = {
  question_id: number;
  language_id: number;
  option_id?: number | null;
  answer?: string | null;
};

const answer = (p: LoggedInPlayer, surveyId: number, answers: Answer[], language = 'en') =>
  h.call({
    method: 'POST',
    url: `/v1/me/survey/${surveyId}/answers/${language}`,
    headers: { 'user-token': p.token },
    payload: { answers },
  });

/** The operator's request, as `npm run ops -- survey require|lift` sends it. */
const ops = (action: 'require' | 'lift', username: string) =>
  h.app.inject({
    method: 'POST',
    url: `/ops/survey/${action}`,
    headers: { 'x-ops-token': OPS_TOKEN },
    payload: { username, operator: 'compliance', reason: 'Deposits above the threshold' },
  });

const withdraw = (p: LoggedInPlayer) =>
  cashier(h, p.token)('POST', '/withdraw', { amount: 20, account_id: 999, accountNumber: IBAN });

const storedAnswers = async (playerId: number) =>
  (
    await rowsOf<{ submissions: number; answers: number }>(
      h,
      sql`select
        (select count(*)::int from survey_submissions where player_id = ${playerId}) as submissions,
        (select count(*)::int from survey_answers a join survey_submissions s on s.id = a.submission_id
          where s.player_id = ${playerId}) as answers`,
    )
  )[0]!;

/** The questions of the questionnaire by type, and a good answer to every one of them. */
const questionsOf = (survey: Survey) => {
  const byType = (type: string) => survey.survey_contents.filter((entry) => entry.type === type);
  const one = (type: string) => byType(type)[0]!;
  const language_id = survey.survey_contents[0]!.language_id;
  const good: Answer[] = survey.survey_contents.flatMap((question): Answer[] => {
    const base = { question_id: question.id, language_id };
    switch (question.type) {
      case 'select':
      case 'radio':
        return [{ ...base, option_id: question.options[1]!.id }];
      case 'checkbox':
        return question.options.slice(0, 2).map((option) => ({ ...base, option_id: option.id }));
      case 'number':
        return [{ ...base, answer: '1500.50' }];
      case 'date':
        return [{ ...base, answer: '2019-04-01' }];
      case 'textarea':
        return [{ ...base, answer: 'Savings from my salary\nand a bonus.' }];
      default:
        return [{ ...base, answer: question.is_required ? 'Engineer' : 'Acme Ltd' }];
    }
  });
  return { one, byType, good, language_id };
};

describe('the questionnaire', () => {
  it('is seeded in every language with all seven question types, required and optional', async () => {
    const p = await player();
    const survey = await surveyOf(p);
    expect(survey).toMatchObject({
      type: 'sow',
      name: 'Source of wealth questionnaire',
      is_required: false,
      status: 'not_required',
      answered_at: null,
      survey_answers: [],
    });
    expect(new Set(survey.survey_contents.map((question) => question.type))).toEqual(
      new Set(SURVEY_QUESTION_TYPES),
    );
    const required = survey.survey_contents.filter((question) => question.is_required);
    expect(required.length).toBeGreaterThan(0);
    expect(required.length).toBeLessThan(survey.survey_contents.length);
    for (const question of survey.survey_contents)
      if (['select', 'radio', 'checkbox'].includes(question.type))
        expect(question.options.length).toBeGreaterThan(1);

    const texts = new Set<string>();
    for (const language of ['en', 'cs', 'de', 'sk', 'hu', 'pl', 'es']) {
      const local = await surveyOf(p, `&language=${language}`);
      expect(local.survey_contents.map((question) => question.id)).toEqual(
        survey.survey_contents.map((question) => question.id),
      );
      texts.add(local.survey_contents[0]!.question);
      texts.add(local.name);
    }
    expect(texts.size).toBe(14);
  });

  it('answers in the player’s own language by default, and refuses another currency', async () => {
    const p = await player({ language: 'de' });
    expect((await surveyOf(p)).name).toBe('Fragebogen zur Herkunft des Vermögens');
    expect((await getSurvey(p, '&currency=EUR')).statusCode).toBe(200);
    const other = await getSurvey(p, '&currency=CZK');
    expect(other.statusCode).toBe(422);
    expect(Object.keys(other.json().errors)).toEqual(['currency']);
    expect((await getSurvey(p, '&type=kyc')).statusCode).toBe(422);
    expect((await h.call({ method: 'GET', url: '/v1/me/survey/last?type=sow' })).statusCode).toBe(
      401,
    );
  });

  it('cannot be answered when nobody asked for it', async () => {
    const p = await player();
    const survey = await surveyOf(p);
    const refused = await answer(p, survey.id, questionsOf(survey).good);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('survey_not_required');
    expect(await storedAnswers(p.id)).toEqual({ submissions: 0, answers: 0 });
  });
});

describe('a required questionnaire', () => {
  it('closes withdrawals until it is answered, refuses wrong answers, and opens them after', async () => {
    const p = await player({ money: { available: 10_000n } });
    expect((await ops('require', p.username)).json().data).toMatchObject({ status: 'required' });
    const survey = await surveyOf(p);
    expect(survey).toMatchObject({ is_required: true, status: 'required' });

    const closed = await withdraw(p);
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toMatchObject({
      code: 'questionnaire_required',
      details: { link: '/sowq' },
    });

    const { one, good, language_id } = questionsOf(survey);
    const select = one('select');
    const radio = one('radio');
    const checkbox = one('checkbox');
    const number = one('number');
    const date = one('date');
    const text = survey.survey_contents.find((q) => q.type === 'text' && q.is_required)!;
    const textarea = one('textarea');
    const replace = (questionId: number, ...answers: Answer[]) => [
      ...good.filter((entry) => entry.question_id !== questionId),
      ...answers,
    ];
    const field = (questionId: number) => `questions.${questionId}`;
    const base = (questionId: number) => ({ question_id: questionId, language_id });
    const cases: [string, Answer[], string, string][] = [
      [
        'letters for a number',
        replace(number.id, { ...base(number.id), answer: '12abc' }),
        field(number.id),
        SURVEY_RULE_MESSAGES.number_invalid,
      ],
      [
        'a negative number',
        replace(number.id, { ...base(number.id), answer: '-5' }),
        field(number.id),
        SURVEY_RULE_MESSAGES.number_invalid,
      ],
      [
        'a date that is no date',
        replace(date.id, { ...base(date.id), answer: '2019-02-30' }),
        field(date.id),
        SURVEY_RULE_MESSAGES.date_invalid,
      ],
      [
        'a date as words',
        replace(date.id, { ...base(date.id), answer: 'last spring' }),
        field(date.id),
        SURVEY_RULE_MESSAGES.date_invalid,
      ],
      [
        'an option of another question',
        replace(select.id, { ...base(select.id), option_id: radio.options[0]!.id }),
        field(select.id),
        SURVEY_RULE_MESSAGES.option_unknown,
      ],
      [
        'an option that does not exist',
        replace(checkbox.id, { ...base(checkbox.id), option_id: 999_999 }),
        field(checkbox.id),
        SURVEY_RULE_MESSAGES.option_unknown,
      ],
      [
        'two options of a radio question',
        replace(
          radio.id,
          { ...base(radio.id), option_id: radio.options[0]!.id },
          { ...base(radio.id), option_id: radio.options[1]!.id },
        ),
        field(radio.id),
        SURVEY_RULE_MESSAGES.one_option_only,
      ],
      [
        'text for a select question',
        replace(select.id, { ...base(select.id), answer: 'Employed' }),
        field(select.id),
        SURVEY_RULE_MESSAGES.option_required,
      ],
      [
        'an option for a text question',
        replace(text.id, { ...base(text.id), option_id: select.options[0]!.id }),
        field(text.id),
        SURVEY_RULE_MESSAGES.option_unknown,
      ],
      [
        'two answers to a text question',
        replace(text.id, { ...base(text.id), answer: 'a' }, { ...base(text.id), answer: 'b' }),
        field(text.id),
        SURVEY_RULE_MESSAGES.one_answer_only,
      ],
      [
        'a missing required text answer',
        replace(text.id),
        field(text.id),
        SURVEY_RULE_MESSAGES.answer_required,
      ],
      [
        'a blank required text answer',
        replace(text.id, { ...base(text.id), answer: '   ' }),
        field(text.id),
        SURVEY_RULE_MESSAGES.answer_required,
      ],
      [
        'no option for a required checkbox question',
        replace(checkbox.id),
        field(checkbox.id),
        SURVEY_RULE_MESSAGES.option_required,
      ],
      [
        'a text longer than a text answer may be',
        replace(text.id, { ...base(text.id), answer: 'x'.repeat(256) }),
        field(text.id),
        SURVEY_RULE_MESSAGES.text_too_long,
      ],
      [
        'a question of no questionnaire',
        [...good, { question_id: 999_999, language_id, answer: 'x' }],
        `answers.${good.length}.question_id`,
        'This question is not one of the questionnaire’s.',
      ],
      [
        'another language than the address says',
        good.map((entry, index) =>
          index === 0 ? { ...entry, language_id: language_id + 1 } : entry,
        ),
        'answers.0.language_id',
        'The answers must be in the language of the address.',
      ],
    ];
    for (const [what, answers, errorField, message] of cases) {
      const response = await answer(p, survey.id, answers);
      expect({ what, status: response.statusCode }).toEqual({ what, status: 422 });
      expect({ what, errors: response.json().errors }).toEqual({
        what,
        errors: { [errorField]: [message] },
      });
      expect(await storedAnswers(p.id)).toEqual({ submissions: 0, answers: 0 });
    }
    for (const payload of [
      { answers: 'all of them' },
      { answers: [{ question_id: 'one', language_id }] },
      { answers: [{ ...base(text.id), answer: 'x'.repeat(2_001) }] },
      {},
    ]) {
      const response = await h.call({
        method: 'POST',
        url: `/v1/me/survey/${survey.id}/answers/en`,
        headers: { 'user-token': p.token },
        payload,
      });
      expect(response.statusCode).toBe(422);
    }
    expect((await answer(p, survey.id, good, 'xx')).statusCode).toBe(422);
    expect((await answer(p, 999_999, good)).statusCode).toBe(404);
    expect(await storedAnswers(p.id)).toEqual({ submissions: 0, answers: 0 });
    expect((await withdraw(p)).statusCode).toBe(403);

    const optionalLeftOut = good.filter((entry) => entry.question_id !== textarea.id);
    const accepted = await answer(p, survey.id, optionalLeftOut);
    expect(accepted.statusCode).toBe(201);
    const answered = accepted.json().data as Survey;
    expect(answered).toMatchObject({ is_required: true, status: 'answered' });
    expect(answered.answered_at).toEqual(expect.any(String));
    expect(answered.survey_answers.find((entry) => entry.question_id === number.id)).toMatchObject({
      question: number.question,
      answer: '1500.50',
    });
    expect(answered.survey_answers.find((entry) => entry.question_id === checkbox.id)?.answer).toBe(
      `${checkbox.options[0]!.name}, ${checkbox.options[1]!.name}`,
    );
    expect(answered.survey_answers.some((entry) => entry.question_id === textarea.id)).toBe(false);
    expect(await storedAnswers(p.id)).toEqual({ submissions: 1, answers: optionalLeftOut.length });

    const again = await answer(p, survey.id, good);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('survey_already_answered');
    expect(await storedAnswers(p.id)).toEqual({ submissions: 1, answers: optionalLeftOut.length });

    const open = await withdraw(p);
    expect(open.statusCode).toBe(201);
    expect(open.json().data.status).toBe('pending');
  });

  it('keeps the answers in the language they were given, and asks again after a new request', async () => {
    const p = await player();
    await ops('require', p.username);
    const czech = await surveyOf(p, '&language=cs');
    const { good, one } = questionsOf(czech);
    expect((await answer(p, czech.id, good, 'cs')).statusCode).toBe(201);
    const inEnglish = await surveyOf(p, '&language=en');
    expect(inEnglish.status).toBe('answered');
    expect(
      inEnglish.survey_answers.find((entry) => entry.question_id === one('select').id),
    ).toMatchObject({
      question: one('select').question,
      answer: one('select').options[1]!.name,
    });

    // Required again later: the answers stay on record, and the form is asked for again.
    expect((await ops('require', p.username)).json().data.status).toBe('answered');
    expect((await ops('lift', p.username)).json().data.status).toBe('answered');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await ops('require', p.username)).json().data.status).toBe('required');
    expect((await surveyOf(p)).survey_answers.length).toBeGreaterThan(0);
    expect((await ops('require', 'nobody-at-all')).statusCode).toBe(404);
  });
});

describe('another player’s questionnaire', () => {
  it('shows player B neither A’s answers nor A’s request, and B’s answers do not touch A’s', async () => {
    const a = await player();
    const b = await player();
    await ops('require', a.username);
    const survey = await surveyOf(a);
    expect((await answer(a, survey.id, questionsOf(survey).good)).statusCode).toBe(201);

    const seenByB = await surveyOf(b);
    expect(seenByB).toMatchObject({
      status: 'not_required',
      is_required: false,
      survey_answers: [],
    });
    expect((await answer(b, survey.id, questionsOf(survey).good)).statusCode).toBe(409);
    expect(await storedAnswers(b.id)).toEqual({ submissions: 0, answers: 0 });
    expect((await storedAnswers(a.id)).submissions).toBe(1);
  });
});
