import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Admin } from '../app/admin';
import { createAuthProvider } from '../providers/auth-provider';
import { createDataProvider } from '../providers/data-provider';

/** The whole console, as the browser runs it, at `url` of a memory router. */
export const renderConsole = (url = '/') =>
  render(
    <MemoryRouter initialEntries={[url]} useTransitions={false}>
      <Admin authProvider={createAuthProvider()} dataProvider={createDataProvider()} />
    </MemoryRouter>,
  );
