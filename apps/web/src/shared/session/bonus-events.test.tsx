import { SOCKET_EVENTS, type BonusEvent, type Player } from '@prime/contract';
import { act, screen, waitFor } from '@testing-library/react';
import type { Socket } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import { buildActiveBonus } from '../../test/bonus';
import { createFakeApi } from '../../test/fake-api';
import { answerRequests } from '../../test/fake-requests';
import { fakeSocket } from '../../test/fake-socket';
import { buildPlayer } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { meQueryOptions } from '../api/queries';
import { subscribeToBonusEvents } from './bonus-events';
import { usePlayerSocket } from './socket';
import { useBalance } from './use-balance';

const Probe = ({ player, connect }: { player: Player; connect: () => Promise<Socket> }) => {
  usePlayerSocket(connect);
  const balance = useBalance(player.balance);
  return <p>bonus pocket {balance.bonus}</p>;
};

describe('the bonus room event', () => {
  it("replaces the player's bonus, asks for the balances again and tells the listeners", async () => {
    const player = buildPlayer({ bonus: buildActiveBonus() });
    let bonusPocket = player.balance.bonus;
    const api = createFakeApi();
    const request = answerRequests(api, {
      'GET me/balance': () => ({ data: { ...player.balance, bonus: bonusPocket } }),
    });
    const { socket, fire } = fakeSocket();
    const { queryClient } = renderWithApp(
      <Probe player={player} connect={async () => socket as unknown as Socket} />,
      { api, player, state: { token: 'tok' } },
    );
    await waitFor(() => expect(socket.on).toHaveBeenCalledWith('bonus', expect.any(Function)));
    await screen.findByText('bonus pocket 10.25');
    const heard = vi.fn();
    const unsubscribe = subscribeToBonusEvents(heard);
    const asked = request.mock.calls.length;

    bonusPocket = 0;
    const event: BonusEvent = { bonus: null, ended: 'converted' };
    act(() => fire(SOCKET_EVENTS.bonus, event));

    expect(queryClient.getQueryData<Player>(meQueryOptions(api).queryKey)?.bonus).toBeNull();
    expect(heard).toHaveBeenCalledWith(event);
    expect(await screen.findByText('bonus pocket 0')).toBeInTheDocument();
    expect(request.mock.calls.length).toBeGreaterThan(asked);
    unsubscribe();

    const moved = buildActiveBonus({ counter: 450, counter_percentage: 45 });
    act(() => fire(SOCKET_EVENTS.bonus, { bonus: moved, ended: null }));
    expect(queryClient.getQueryData<Player>(meQueryOptions(api).queryKey)?.bonus).toEqual(moved);
    expect(heard).toHaveBeenCalledOnce();
  });
});
