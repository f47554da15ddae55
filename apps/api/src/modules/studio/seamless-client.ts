import { SIGNATURE_HEADER, type ApiErrorBody, type SeamlessResponse } from '@prime/contract';
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
    // A failure leaves the outcome unknown; a stated refusal (maintenance included) moved nothing.
    if (response.statusCode >= 500 && error.code !== 'in_maintenance')
      throw new Error(`seamless ${action} failed: ${error.message}`);
    throw errorOfAnswer(error);
  };
  return { call };
};

export type SeamlessClient = ReturnType<typeof createSeamlessClient>;
