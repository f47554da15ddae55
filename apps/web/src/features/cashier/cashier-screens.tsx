import { usePlayer } from '../../shared/session/use-session';
import { DepositSection } from './deposit-section';
import { WithdrawSection } from './withdraw-section';

/** The dashboard's Deposit section for the player of the session. */
export const DepositScreen = () => {
  const player = usePlayer();
  return player ? <DepositSection player={player} /> : null;
};

/** The dashboard's Withdraw section for the player of the session. */
export const WithdrawScreen = () => {
  const player = usePlayer();
  return player ? <WithdrawSection player={player} /> : null;
};
