import { Link } from 'react-router-dom';
import { Page } from '../ui/page';

/** An address under /backoffice/ that names no screen. */
export const NotFound = () => (
  <Page title="Page not found">
    <p>
      No screen has this address.{' '}
      <Link className="text-blue-800 underline" to="/">
        Back to the start
      </Link>
    </p>
  </Page>
);
