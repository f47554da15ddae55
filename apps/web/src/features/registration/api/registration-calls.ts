import type {
  Availability,
  CampaignCodeResult,
  CodeSent,
  CompleteRegistrationBody,
  CompleteRegistrationResult,
  RegisterBody,
  RegisterResult,
  TokenStatus,
} from '@prime/contract';
import type { PrimeApi } from '../../../shared/api/prime-api';

/** The calls of the registration wizard (spec 02 §7); the activation token goes in `token`. */
export const createRegistrationCalls = (api: PrimeApi) => {
  const post = async <T>(path: string, body: unknown, token?: string) =>
    (
      await api.client.request<{ data: T }>('POST', path, {
        body,
        ...(token ? { headers: { token } } : {}),
      })
    ).data;

  return {
    checkUsername: (username: string) =>
      post<Availability>('auth/checkusername', { username, withTrashed: true }),
    checkEmail: (email: string) =>
      post<Availability>('auth/checkemail', { email, withTrashed: true }),
    checkMobile: (mobile: string) =>
      post<Availability>('auth/checkmobile', { mobile, skipEmpty: true }),
    checkBonusCode: async (code: string, currencyId: number, language?: string) =>
      (
        await api.client.request<{ data: CampaignCodeResult }>(
          'GET',
          `campaigns/${encodeURIComponent(code)}`,
          { query: { check_code: 1, currency_id: currencyId, ...(language ? { language } : {}) } },
        )
      ).data,
    register: (body: RegisterBody) => post<RegisterResult>('auth/register', body),
    sendEmailCode: (userId: number, token: string) =>
      post<CodeSent>(`notifications/players/${userId}/registration`, {}, token),
    sendSmsCode: (userId: number, skinId: number, token: string) =>
      post<CodeSent>(
        'notifications/twilio/send_sms/verification',
        { skin_id: skinId, user_id: userId },
        token,
      ),
    verifyEmail: (userId: number, skinId: number, code: string, token: string) =>
      post<{ email_verified_at: string }>(
        'notifications/players/verify_email',
        {
          user_id: userId,
          skin_id: skinId,
          verification: code,
          check_campaign: 1,
          email_verified: 1,
        },
        token,
      ),
    verifySms: (userId: number, skinId: number, code: string, token: string) =>
      post<{ sms_verified_at: string }>(
        'notifications/players/verify_sms',
        {
          user_id: userId,
          skin_id: skinId,
          verification: code,
          check_campaign: 1,
          sms_verified: 1,
        },
        token,
      ),
    tokenStatus: async (token: string, email: string) =>
      (
        await api.client.request<{ data: TokenStatus }>(
          'GET',
          `auth/status/${encodeURIComponent(token)}`,
          { query: { email, type: 'activation-token', email_verified: 1 } },
        )
      ).data,
    complete: async (userId: number, token: string, body: CompleteRegistrationBody) =>
      (
        await api.client.request<{ data: CompleteRegistrationResult }>(
          'PUT',
          `static/players/${userId}`,
          { body, headers: { token } },
        )
      ).data,
  };
};

export type RegistrationCalls = ReturnType<typeof createRegistrationCalls>;
