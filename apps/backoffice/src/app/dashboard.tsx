import { usePermissions } from 'ra-core';
import { Link } from 'react-router-dom';
import { Page } from '../ui/page';
import { menuFor } from './menu';

/** The first screen after login: the screens the operator's role opens. */
export const Dashboard = () => {
  const { permissions, isPending } = usePermissions<string[]>();
  const groups = menuFor(permissions);
  return (
    <Page title="Back office">
      {isPending ? null : groups.length === 0 ? (
        <p>Your role opens no screen yet. Ask an administrator.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {groups.flatMap((group) =>
            group.items.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-slate-900"
                >
                  <span className="block text-xs text-slate-600">{group.label}</span>
                  <span className="font-semibold">{item.label}</span>
                </Link>
              </li>
            )),
          )}
        </ul>
      )}
    </Page>
  );
};
