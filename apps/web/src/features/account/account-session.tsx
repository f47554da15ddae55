import { Navigate, useLocation } from 'react-router';
import { localizePath } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';
import { useAppState } from '../../shared/session/app-store-context';
import { usePlayerSocket, type ConnectSocket } from '../../shared/session/socket';
import { useAuthFailureLogout } from '../../shared/session/use-auth-failure-logout';
import { useInactivityLogout } from '../../shared/session/use-inactivity-logout';
import { usePlayer } from '../../shared/session/use-session';
import { mustAcceptTerms, mustChangePassword } from './account-rules';
import { LastLoginNotice } from './last-login-notice';
import { TermsDialog } from './terms-dialog';

/**
 * What runs on every page while a player is logged in (spec 01 §4): the socket, the
 * inactivity logout, the logout on a refused player load, the imported player's forced
 * password change, the blocking terms dialog and the last-login notice after a login.
 */
export const AccountSession = ({ connectSocket }: { connectSocket?: ConnectSocket }) => {
  usePlayerSocket(connectSocket);
  useInactivityLogout();
  useAuthFailureLogout();
  const player = usePlayer();
  const language = useAppState((state) => state.language);
  const { pathname } = useLocation();

  if (mustChangePassword(player, pathname)) {
    return <Navigate to={localizePath(language, PATHS.changePassword)} replace />;
  }
  return mustAcceptTerms(player, pathname) ? <TermsDialog /> : <LastLoginNotice />;
};
