import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Admin } from './app/admin';
import { createAuthProvider } from './providers/auth-provider';
import { createDataProvider } from './providers/data-provider';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    {/* Navigations are not transitions: ra-core's redirect to the login page follows a logout
        that refreshes every query at once, and a transition would keep yielding to it. */}
    <BrowserRouter basename="/backoffice" useTransitions={false}>
      <Admin authProvider={createAuthProvider()} dataProvider={createDataProvider()} />
    </BrowserRouter>
  </StrictMode>,
);
