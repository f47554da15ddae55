import { useGetIdentity, useLogout, usePermissions } from 'ra-core';
import { Suspense, useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { Notifications } from '../ui/notifications';
import { MenuDrawer } from './menu-drawer';
import { menuFor } from './menu';

const ROLE_NAMES: Record<string, string> = {
  admin: 'Administrator',
  payments: 'Payments',
  compliance: 'Compliance',
  support: 'Support',
  content: 'Content',
};

const Sidebar = () => {
  const { permissions } = usePermissions<string[]>();
  return (
    <nav aria-label="Back office" className="space-y-5">
      {menuFor(permissions).map((group) => (
        <div key={group.label}>
          <h2 className="px-3 text-xs font-semibold tracking-wide text-slate-400 uppercase">
            {group.label}
          </h2>
          <ul className="mt-1 space-y-0.5">
            {group.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-md px-3 py-1.5 text-sm',
                      'focus-visible:outline-2 focus-visible:outline-white',
                      isActive
                        ? 'bg-slate-700 font-semibold text-white'
                        : 'text-slate-200 hover:bg-slate-800',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
};

const StaffMenu = () => {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  if (!identity) return null;
  const role = String(identity.role ?? '');
  return (
    <div className="flex items-center gap-3 text-sm">
      <p>
        <span className="font-semibold">{identity.fullName}</span>{' '}
        <span className="text-slate-600">({ROLE_NAMES[role] ?? role})</span>
      </p>
      <Button variant="secondary" size="sm" onClick={() => logout()}>
        Log out
      </Button>
    </div>
  );
};

/**
 * The console's frame: the sidebar by permission, the operator and the screen. On a phone the
 * sidebar gives its width to the screen and opens as a drawer from the header's Menu button.
 */
export const Layout = ({ children }: { children: ReactNode }) => {
  const drawerId = useId();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setIsMenuOpen(false), []);
  const { pathname } = useLocation();
  // A screen chosen in the drawer closes it.
  useEffect(() => closeMenu(), [pathname, closeMenu]);

  return (
    <div className="flex min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <aside className="hidden w-56 shrink-0 bg-slate-900 px-2 py-4 md:block">
        <p className="mb-6 px-3 text-lg font-semibold text-white">Prime back office</p>
        <Sidebar />
      </aside>
      {isMenuOpen ? (
        <MenuDrawer id={drawerId} onClose={closeMenu}>
          <Sidebar />
        </MenuDrawer>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3 md:justify-end md:px-6">
          <Button
            variant="secondary"
            size="sm"
            className="md:hidden"
            aria-expanded={isMenuOpen}
            aria-controls={drawerId}
            onClick={() => setIsMenuOpen(true)}
          >
            Menu
          </Button>
          <StaffMenu />
        </header>
        <main id="main" tabIndex={-1} className="flex-1 p-4 md:p-6">
          <Suspense fallback={<p>Loading…</p>}>{children}</Suspense>
        </main>
      </div>
      <Notifications />
    </div>
  );
};
