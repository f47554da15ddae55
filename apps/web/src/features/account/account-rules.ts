import type { Player } from '@prime/contract';
import { splitLanguagePrefix } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';

const pathOf = (pathname: string) => splitLanguagePrefix(pathname).rest;

/** An imported player (is_crypt false) goes to /changePassword from every other page. */
export const mustChangePassword = (player: Player | undefined, pathname: string): boolean =>
  player !== undefined && !player.is_crypt && pathOf(pathname) !== PATHS.changePassword;

/** The blocking terms dialog: terms not accepted, and not on the terms page itself. */
export const mustAcceptTerms = (player: Player | undefined, pathname: string): boolean =>
  player !== undefined &&
  !player.marketing.terms_and_conditions &&
  pathOf(pathname) !== PATHS.termsAndConditions;
