import { Link } from 'react-router-dom';
import { Page } from '../ui/page';

/** Where ra-core sends an operator whose role may not open a screen (the API refuses it too). */
export const AccessDenied = () => (
  <Page title="Not allowed">
    <p>Your role cannot open this screen.</p>
    <p>
      <Link className="text-blue-800 underline" to="/">
        Back to the start
      </Link>
    </p>
  </Page>
);

/** Where ra-core sends an operator when the session check itself failed. */
export const AuthenticationError = () => (
  <Page title="The session could not be checked">
    <p>The server did not answer. Reload the page or log in again.</p>
  </Page>
);
