import { ErrorCode } from '@quire/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { useSession } from '../../core/session-store';
import { installUiBridge, type UiBridge } from '../../core/ui-bridge';
import { signInWith } from '../../test/session';
import { CONFIG_VIEW } from './business-config.fixture';
import { businessConfigApi } from './business-config-api';
import BusinessConfigPage from './business-config-page';

vi.mock('./business-config-api', () => ({
  businessConfigKeys: {
    active: (belongId: string | null) => ['business-config', belongId],
    reviewers: (belongId: string | null) => ['business-config', belongId, 'reviewers'],
  },
  businessConfigApi: { active: vi.fn(), save: vi.fn(), reset: vi.fn(), reviewers: vi.fn(async () => []) },
}));

const api = vi.mocked(businessConfigApi);

const VIEW = CONFIG_VIEW;

const signIn = (buttons: string[]) => signInWith({ '/system/businessConfig': buttons });

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <BusinessConfigPage />
      </App>
    </QueryClientProvider>,
  );
}

let dialogs: { content: unknown; onClose?: () => void }[] = [];
let uninstall: () => void = () => undefined;

beforeEach(() => {
  dialogs = [];
  const bridge: UiBridge = {
    dialog: (input) => {
      dialogs.push(input);
      input.onClose?.();
    },
    confirm: async () => true,
    error: () => undefined,
    success: () => undefined,
    warning: () => undefined,
    loading: () => () => undefined,
  };
  uninstall = installUiBridge(bridge);
  vi.clearAllMocks();
});

afterEach(() => {
  uninstall();
  useSession.setState({ user: null, belongId: null });
});

// A whole antd settings form per test: slow in jsdom on a busy machine.
describe('business configuration page', { timeout: 60_000 }, () => {
  it('saves the form with the version it was loaded at', async () => {
    signIn(['system:businessConfig:edit']);
    api.active.mockResolvedValue(VIEW);
    api.save.mockResolvedValue({ ...VIEW, roundingMode: 'DOWN', version: 4 });
    renderPage();
    fireEvent.click(await screen.findByText('Round down'));
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    expect(api.save.mock.calls[0][0]).toMatchObject({ id: '7', version: 3, roundingMode: 'DOWN', overOrderCeilingRatio: '0.1' });
  });

  it("shows the server's message for a stale version and reloads the configuration", async () => {
    signIn(['system:businessConfig:edit']);
    api.active.mockResolvedValueOnce(VIEW).mockResolvedValueOnce({ ...VIEW, roundingMode: 'UP', version: 4 });
    api.save.mockRejectedValue(
      new ApiError({
        message: 'Someone else changed the business configuration; refresh and save again',
        code: ErrorCode.VERSION_CONFLICT,
        httpStatus: 409,
        requestId: null,
        notified: false,
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByText('Round down'));
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(api.active).toHaveBeenCalledTimes(2));
    expect(dialogs[0].content).toBe('Someone else changed the business configuration; refresh and save again');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Round up' })).toHaveProperty('checked', true));
  });

  it('refuses lower replenishment days above the upper days before saving', async () => {
    signIn(['system:businessConfig:edit']);
    api.active.mockResolvedValue({ ...VIEW, replenishmentLowerDays: 20 });
    renderPage();
    await screen.findByText('Round down');
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Lower days cannot exceed upper days')).toBeTruthy();
    expect(api.save).not.toHaveBeenCalled();
  });

  it('is read-only without the edit button', async () => {
    signIn([]);
    api.active.mockResolvedValue(VIEW);
    renderPage();
    await screen.findByText('Round down');
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Round down' })).toHaveProperty('disabled', true);
  });
});
