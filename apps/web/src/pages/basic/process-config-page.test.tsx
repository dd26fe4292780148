import type { ProcessConfigView } from '@quire/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../core/session-store';
import { signInWith } from '../../test/session';
import { processConfigApi } from './process-config-api';
import ProcessConfigPage from './process-config-page';

vi.mock('./business-config-api', () => ({
  businessConfigKeys: { reviewers: (belongId: string | null) => ['business-config', belongId, 'reviewers'] },
  businessConfigApi: { reviewers: vi.fn(async () => []) },
}));
vi.mock('./process-config-api', () => ({
  processConfigKeys: {
    all: (b: string | null) => ['process-config', b],
    list: (b: string | null) => ['process-config', b, 'list'],
    log: (b: string | null, n: number) => ['process-config', b, 'log', n],
  },
  processConfigApi: { list: vi.fn(), save: vi.fn(), reset: vi.fn(), log: vi.fn() },
}));

const api = vi.mocked(processConfigApi);
const row = (documentType: ProcessConfigView['documentType'], extra: Partial<ProcessConfigView> = {}): ProcessConfigView => ({
  documentType,
  configured: false,
  reviewPolicy: 'NONE',
  designatedReviewerIds: [],
  pickingRequired: false,
  receiptNeedsOrder: false,
  version: 0,
  updateTime: null,
  ...extra,
});

const signIn = (buttons: string[]) => signInWith({ '/system/processConfig': buttons });

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <ProcessConfigPage />
      </App>
    </QueryClientProvider>,
  );

beforeEach(() => {
  vi.clearAllMocks();
  api.list.mockResolvedValue([
    row('PURCHASE_RECEIVE', { configured: true, receiptNeedsOrder: true, version: 2 }),
    row('WAREHOUSE_TRANSFER'),
  ]);
  api.log.mockResolvedValue({
    list: [
      {
        id: '1',
        documentType: 'PURCHASE_RECEIVE',
        employeeId: '1',
        employeeName: 'Admin',
        changedAt: '2026-11-27T01:00:00Z',
        changes: [{ field: 'receiptNeedsOrder', from: false, to: true }],
      },
    ],
    total: 1,
    pageNum: 1,
    pageSize: 10,
  });
});
afterEach(() => useSession.setState({ user: null, belongId: null }));

describe('process configuration page', { timeout: 60_000 }, () => {
  it('lists the types with their settings and the change log', async () => {
    signIn([]);
    renderPage();
    await screen.findByText('Own settings');
    expect(screen.getAllByText('Business configuration').length).toBeGreaterThan(0);
    await screen.findByText('Receipt needs an order: No → Yes');
    expect(screen.queryByTestId('process-edit')).toBeNull();
  });

  it('saves a type from the drawer with the version it was loaded at', async () => {
    signIn(['system:processConfig:edit']);
    api.save.mockResolvedValue(row('WAREHOUSE_TRANSFER', { configured: true, reviewPolicy: 'SECOND_REVIEWER', version: 1 }));
    renderPage();
    await screen.findByText('Own settings');
    const edits = await screen.findAllByTestId('process-edit');
    fireEvent.click(edits[1]);
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByText('Second reviewer'));
    fireEvent.click(screen.getByTestId('process-save'));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    expect(api.save.mock.calls[0][0]).toEqual({
      documentType: 'WAREHOUSE_TRANSFER',
      reviewPolicy: 'SECOND_REVIEWER',
      designatedReviewerIds: [],
      pickingRequired: false,
      receiptNeedsOrder: false,
      version: 0,
    });
  });
});
