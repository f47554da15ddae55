import { vi } from 'vitest';
import type { RequestOptions } from '../shared/api/client';
import type { PrimeApi } from '../shared/api/prime-api';

/** An answer per `METHOD path`; a function answers from the call's options, or throws. */
export type FakeAnswers = Record<string, unknown | ((options: RequestOptions) => unknown)>;

/**
 * Answers the client's `request` calls by `METHOD path` (`GET cms/pages`), like the server
 * would. An unlisted call rejects, so a test notices a request it did not expect.
 */
export const answerRequests = (api: PrimeApi, answers: FakeAnswers) => {
  vi.mocked(api.client.request).mockImplementation(async (method, path, options = {}) => {
    const key = `${method} ${path}`;
    if (!Object.hasOwn(answers, key)) throw new Error(`Unexpected request ${key}`);
    const answer = answers[key];
    return (typeof answer === 'function' ? await answer(options) : answer) as never;
  });
  return vi.mocked(api.client.request);
};
