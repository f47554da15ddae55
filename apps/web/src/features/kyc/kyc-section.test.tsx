import { KYC_LEVELS, type AmlLevelView, type KycLevel, type Player } from '@prime/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { createFakeApi } from '../../test/fake-api';
import { answerRequests, type FakeAnswers } from '../../test/fake-requests';
import { buildPlayer } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { KycSection } from './kyc-section';

const level = (overrides: Partial<KycLevel> = {}): KycLevel => ({
  id: 1,
  level: KYC_LEVELS.basic,
  status: 'initialized',
  reject_reason: null,
  updated_at: '2026-11-27T10:00:00Z',
  ...overrides,
});

const aml = (overrides: Partial<AmlLevelView> = {}): AmlLevelView => ({
  level: 'low',
  reasons: [],
  deposits_eur: 0,
  threshold_eur: 2_000,
  kyc_required: false,
  basic_kyc_accepted: false,
  ...overrides,
});

const open = (
  options: {
    levels?: KycLevel[];
    player?: Partial<Player>;
    aml?: AmlLevelView;
    url?: string;
    answers?: FakeAnswers;
  } = {},
) => {
  const api = createFakeApi();
  const request = answerRequests(api, {
    'GET kyc/players/me': { data: options.levels ?? [] },
    'GET me/aml/level/current/': { data: options.aml ?? aml() },
    ...options.answers,
  });
  const go = vi.fn();
  renderWithApp(<KycSection go={go} />, {
    api,
    player: buildPlayer({ is_verified: false, ...options.player }),
    state: { token: 'tok' },
    url: options.url ?? '/kyc',
  });
  return { request, go };
};

const levelItem = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

describe('KYC section', () => {
  it('shows the basic level not started with Verify, and what is missing', async () => {
    open();
    const basic = await levelItem('Basic identity verification');
    expect(within(basic).getByText('Not started')).toBeInTheDocument();
    expect(within(basic).getByRole('button', { name: /^Verify/ })).toBeEnabled();
    expect(
      screen.getByText('Verify your identity (basic level) to withdraw your winnings.'),
    ).toBeInTheDocument();
    // No selfie level for a player outside the risky countries.
    expect(screen.queryByText('Identity, selfie and proof of address')).not.toBeInTheDocument();
  });

  it('opens the provider’s page with an access token for the level', async () => {
    const { request, go } = open({
      answers: {
        'GET kyc/accessTokens/BasicAmlLevel': {
          data: {
            token: '_act-sbx-1',
            level: KYC_LEVELS.basic,
            url: 'http://localhost/sandbox/kyc/websdk/_act-sbx-1',
            expires_at: '2026-11-27T11:00:00Z',
          },
        },
      },
    });
    fireEvent.click(
      within(await levelItem('Basic identity verification')).getByRole('button', {
        name: /^Verify/,
      }),
    );
    await vi.waitFor(() =>
      expect(go).toHaveBeenCalledWith('http://localhost/sandbox/kyc/websdk/_act-sbx-1'),
    );
    expect(request).toHaveBeenCalledWith('GET', 'kyc/accessTokens/BasicAmlLevel');
  });

  it('shows an accepted level without Verify and says nothing is missing', async () => {
    open({
      levels: [level({ status: 'accepted' })],
      player: { is_verified: true, statusKyc: 'approved' },
    });
    const basic = await levelItem('Basic identity verification');
    expect(within(basic).getByText('Verified')).toBeInTheDocument();
    expect(within(basic).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Nothing is missing: your identity is verified.')).toBeInTheDocument();
  });

  it('shows a rejection with its reason and offers to verify again', async () => {
    open({ levels: [level({ status: 'rejected', reject_reason: 'The document has expired.' })] });
    const basic = await levelItem('Basic identity verification');
    expect(within(basic).getByText('Reason: The document has expired.')).toBeInTheDocument();
    expect(within(basic).getByRole('button', { name: /^Verify again/ })).toBeInTheDocument();
  });

  it('lists the PEP rule and the €2,000 threshold when they apply', async () => {
    open({ player: { is_pep: true }, aml: aml({ level: 'high', kyc_required: true }) });
    expect(
      await screen.findByText(/As a politically exposed person or beneficial owner/),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Your deposits have reached 2,000 EUR: verify your identity (basic level) before your next deposit.',
      ),
    ).toBeInTheDocument();
  });

  const risky = { information: { ...buildPlayer().information, risky_country: true } };

  it('offers the selfie level to a risky-country player, first at ?lv=selfie', async () => {
    open({ player: risky, url: '/kyc?lv=selfie' });
    const selfie = await levelItem('Identity, selfie and proof of address');
    expect(within(selfie).getByRole('button', { name: /^Verify/ })).toBeEnabled();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((item) => item.textContent);
    expect(headings[0]).toBe('Identity, selfie and proof of address');
    expect(screen.getByText(/complete the selfie verification/)).toBeInTheDocument();
  });

  it('does not offer the selfie level while another level is pending', async () => {
    open({ player: risky, levels: [level({ status: 'pending' })] });
    const selfie = await levelItem('Identity, selfie and proof of address');
    expect(within(selfie).queryByRole('button')).not.toBeInTheDocument();
    expect(
      screen.getByText(/offered once no other verification is in progress/),
    ).toBeInTheDocument();
    expect(
      within(await levelItem('Basic identity verification')).getByText('In review'),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal of a level', async () => {
    open({
      answers: {
        'GET kyc/accessTokens/BasicAmlLevel': () => {
          throw new ApiError(
            409,
            'kyc_level_accepted',
            'This verification level is already accepted.',
          );
        },
      },
    });
    fireEvent.click(
      within(await levelItem('Basic identity verification')).getByRole('button', {
        name: /^Verify/,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification is already done.',
    );
  });
});
