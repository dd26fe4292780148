import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './login-page';

function renderLogin() {
  return render(
    <App>
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>
    </App>,
  );
}

describe('login page (spec §5)', () => {
  it('requires the employee code and the password', async () => {
    renderLogin();
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please enter the employee code')).toBeTruthy();
    expect(await screen.findByText('Please enter the password')).toBeTruthy();
  });

  it('wants a password of at least 6 characters', async () => {
    renderLogin();
    fireEvent.change(screen.getByPlaceholderText('Enter your employee code'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByPlaceholderText('Enter your password'), { target: { value: '12345' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByText('The password has at least 6 characters')).toBeTruthy());
  });
});
