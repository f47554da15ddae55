import {
  isErrorCode,
  SIGNATURE_HEADER,
  type ApiErrorBody,
  type SeamlessResponse,
} from '@prime/contract';
import { errorOfAnswer } from '../../lib/app-error';
import { providerSecret, signBody } from '../seamless/signature';

/** Sends one signed request and gives back the status and parsed body. */
export type SignedSend = (request: {
  url: string;
  payload: string;
  headers: Record<string, string>;
}) => Promise<{ statusCode: number; body: string }>;

/**
 * The studio's side of the seamless wallet: it calls the casino's interface exactly as an
 * outside provider would, signed with the secret of the game's provider.
 */
export const createSeamlessClient = (send: SignedSend, masterKey: string) => {
  const call = async (
    providerSlug: string,
    action: 'balance' | 'bet' | 'win' | 'rollback',
    body: Record<string, unknown>,
  ): Promise<SeamlessResponse> => {
    const payload = JSON.stringify(body);
    const response = await send({
      url: `/seamless/${providerSlug}/${action}`,
      payload,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signBody(providerSecret(masterKey, providerSlug), payload),
      },
    });
    const answer = JSON.parse(response.body) as SeamlessResponse | ApiErrorBody;
    if (response.statusCode === 200) return answer as SeamlessResponse;
    const error = answer as ApiErrorBody;
    // A refusal the wallet states in its own code moved nothing (a 503 in maintenance too); a
    // failure (server_error, or an answer without a code) leaves the outcome unknown.
    if (!isErrorCode(error.code) || error.code === 'server_error')
      throw new Error(`seamless ${action} failed (${response.statusCode}): ${error.message}`);
    throw errorOfAnswer(error);
  };
  return { call };
};

export type SeamlessClient = ReturnType<typeof createSeamlessClient>;
