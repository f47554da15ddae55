import { ResponsibleGamingNotice } from '../../shared/protection/responsible-gaming-notice';
import { usePlayer } from '../../shared/session/use-session';
import { DepositSection } from './deposit-section';
import { WithdrawSection } from './withdraw-section';

/** The dashboard's Deposit section for the player of the session. */
export const DepositScreen = () => {
  const player = usePlayer();
  if (!player) return null;
  return (
    <>
      <ResponsibleGamingNotice notice="deposit" />
      <DepositSection player={player} />
    </>
  );
};

/** The dashboard's Withdraw section for the player of the session. */
export const WithdrawScreen = () => {
  const player = usePlayer();
  return player ? <WithdrawSection player={player} /> : null;
};
