import { TermsDialog } from '../features/account/terms-dialog';
import { GameScreen } from '../features/game/game-screen';
import type { TermsPromptProps } from '../features/game/refusal-view';

/** The launch's terms prompt is the account area's terms dialog, with a cancel. */
const TermsPrompt = ({ onCancel, reload }: TermsPromptProps) => (
  <TermsDialog onCancel={onCancel} reload={reload} />
);

/**
 * The game screen with the account area's pieces it needs, in one lazy chunk. `reload`
 * reloads the page (tests replace it).
 */
export const GameRoute = ({ reload }: { reload?: () => void }) => (
  <GameScreen TermsPrompt={TermsPrompt} reload={reload} />
);
