import type { Player } from '@prime/contract';
import { matchPath } from 'react-router';
import { splitLanguagePrefix } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';

const pathOf = (pathname: string) => splitLanguagePrefix(pathname).rest;

/** An imported player (is_crypt false) goes to /changePassword from every other page. */
export const mustChangePassword = (player: Player | undefined, pathname: string): boolean =>
  player !== undefined && !player.is_crypt && pathOf(pathname) !== PATHS.changePassword;

/**
 * The blocking terms dialog: terms not accepted, and not on the terms page itself. The game
 * screen asks on its own when the launch is refused for the terms, with a way out (home).
 */
export const mustAcceptTerms = (player: Player | undefined, pathname: string): boolean =>
  player !== undefined &&
  !player.marketing.terms_and_conditions &&
  pathOf(pathname) !== PATHS.termsAndConditions &&
  matchPath(PATHS.game, pathOf(pathname)) === null;
