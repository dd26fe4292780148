import { afterEach, describe, expect, it, vi } from 'vitest';
import { installUiBridge, type UiBridge } from '../core/ui-bridge';
import { ApiError, CanceledError } from './errors';
import { reportError } from './report-error';

function fakeUi() {
  const dialog = vi.fn();
  const bridge: UiBridge = {
    dialog,
    confirm: async () => true,
    error: vi.fn(),
    success: vi.fn(),
    warning: vi.fn(),
    loading: () => () => undefined,
  };
  return { dialog, uninstall: installUiBridge(bridge) };
}

describe('reporting a failed action', () => {
  let uninstall: () => void = () => undefined;
  afterEach(() => uninstall());

  it('stays quiet for cancelled calls, form validation and errors the client showed', () => {
    const ui = fakeUi();
    uninstall = ui.uninstall;
    reportError(new CanceledError());
    reportError({ errorFields: [{ name: ['code'], errors: ['required'] }] });
    reportError(new ApiError({ message: 'shown', code: 4000422, httpStatus: 400, requestId: null, notified: true }));
    expect(ui.dialog).not.toHaveBeenCalled();
  });

  it('shows anything else in the System prompt dialog', () => {
    const ui = fakeUi();
    uninstall = ui.uninstall;
    reportError(new ApiError({ message: 'page code', code: 4003030, httpStatus: 100, requestId: null, notified: false }));
    reportError(new Error('employee 9 not found'));
    expect(ui.dialog).toHaveBeenCalledTimes(2);
    expect(ui.dialog.mock.calls[1][0]).toMatchObject({ title: 'System prompt', content: 'employee 9 not found' });
  });
});
