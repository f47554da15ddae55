import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { renderWithApp } from '../../test/render';
import { AdminExitButton } from './admin-exit-button';

describe('AdminExitButton', () => {
  it('is hidden outside admin mode', () => {
    renderWithApp(<AdminExitButton />);
    expect(screen.queryByRole('button', { name: /Exit admin mode/ })).not.toBeInTheDocument();
  });

  it('asks before leaving and keeps admin mode on cancel', () => {
    renderWithApp(<AdminExitButton />, { state: { isAdmin: true } });
    fireEvent.click(screen.getByRole('button', { name: /Exit admin mode/ }));
    expect(
      screen.getByRole('alertdialog', { name: /^Are you sure you want to exit Admin Mode\?/ }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^No\b/ }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exit admin mode/ })).toBeInTheDocument();
  });

  it('clears the admin session keys on confirm', () => {
    sessionStorage.setItem(STORAGE_KEYS.adminNickname, 'editor');
    sessionStorage.setItem(STORAGE_KEYS.adminToken, 'adm');
    const { store } = renderWithApp(<AdminExitButton />, { state: { isAdmin: true } });
    fireEvent.click(screen.getByRole('button', { name: /Exit admin mode/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Yes\b/ }));
    expect(sessionStorage.getItem(STORAGE_KEYS.adminNickname)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    expect(store.getState().isAdmin).toBe(false);
    expect(screen.queryByRole('button', { name: /Exit admin mode/ })).not.toBeInTheDocument();
  });
});
