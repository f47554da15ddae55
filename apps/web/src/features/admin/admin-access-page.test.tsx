import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { createFakeApi } from '../../test/fake-api';
import { answerRequests, type FakeAnswers } from '../../test/fake-requests';
import { renderWithApp } from '../../test/render';
import { AdminAccessPage } from './admin-access-page';
import { AdminExitButton } from './admin-exit-button';

const LOGIN = 'POST auth/admin/login';
const LOGOUT = 'DELETE auth/admin/logout';

const open = (answers: FakeAnswers) => {
  const api = createFakeApi();
  const request = answerRequests(api, answers);
  const rendered = renderWithApp(
    <>
      <AdminAccessPage />
      <AdminExitButton />
    </>,
    { api },
  );
  return { ...rendered, request };
};

const enter = (username: string, password: string) => {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Enter admin mode' }));
};

describe('AdminAccessPage', () => {
  it("says 'Incorrect credentials' when the server refuses", async () => {
    const { store } = open({
      [LOGIN]: () => {
        throw new ApiError(401, 'invalid_credentials', 'Incorrect credentials');
      },
    });
    enter('operator', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect credentials');
    expect(store.getState().isAdmin).toBe(false);
    expect(sessionStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
  });

  it('sets the session flags from the answer, shows keys, and ends the staff session on exit', async () => {
    const { store, request } = open({
      [LOGIN]: { data: { nickname: 'operator', token: 'staff-tok' } },
      [LOGOUT]: undefined,
    });
    enter('operator', 'PrimeStaff#2026');
    await waitFor(() => expect(store.getState().isAdmin).toBe(true));
    expect(sessionStorage.getItem(STORAGE_KEYS.adminNickname)).toBe('operator');
    expect(sessionStorage.getItem(STORAGE_KEYS.adminToken)).toBe('staff-tok');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Admin mode is on for operator. Translation keys show beside the texts. [admin.active]',
    );
    expect(screen.getByRole('button', { name: /Exit admin mode \[admin\.exit\]/ })).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: /Exit admin mode/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Yes/ }));
    expect(store.getState().isAdmin).toBe(false);
    expect(request).toHaveBeenCalledWith('DELETE', 'auth/admin/logout', {
      headers: { 'admin-token': 'staff-tok' },
    });
    expect(screen.getByRole('button', { name: 'Enter admin mode' })).toBeVisible();
  });
});
