import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dispatchShortcut, handlersOf, useShortcuts } from './shortcuts';
import { TabContext } from './tab-context';

function Page({ onF1, onEsc }: { onF1: () => void; onEsc: () => void }) {
  useShortcuts({ F1: onF1, Escape: onEsc });
  return null;
}

function inTab(tabKey: string, node: React.ReactNode) {
  return (
    <TabContext.Provider value={{ tabKey, pathname: tabKey, search: '', params: {}, active: true, menuPath: tabKey, title: '' }}>
      {node}
    </TabContext.Provider>
  );
}

const press = (key: string) => new KeyboardEvent('keydown', { key, cancelable: true, bubbles: true });

describe('keyboard shortcuts', () => {
  it('routes a key to the active tab page only and prevents the default only when handled', () => {
    const a = vi.fn();
    const b = vi.fn();
    render(
      <>
        {inTab('/a', <Page onF1={a} onEsc={() => undefined} />)}
        {inTab('/b', <Page onF1={b} onEsc={() => undefined} />)}
      </>,
    );
    const f1 = press('F1');
    expect(dispatchShortcut(f1, '/b')).toBe(true);
    expect(f1.defaultPrevented).toBe(true);
    expect(b).toHaveBeenCalledTimes(1);
    expect(a).not.toHaveBeenCalled();

    const f5 = press('F5');
    expect(dispatchShortcut(f5, '/b')).toBe(false);
    expect(f5.defaultPrevented).toBe(false);
    const f9 = press('F9');
    expect(dispatchShortcut(f9, '/b')).toBe(false);
    expect(f9.defaultPrevented).toBe(false);
  });

  it('forgets a page’s keys when it unmounts', () => {
    const { unmount } = render(inTab('/c', <Page onF1={() => undefined} onEsc={() => undefined} />));
    expect(Object.keys(handlersOf('/c')).sort()).toEqual(['Escape', 'F1']);
    unmount();
    expect(handlersOf('/c')).toEqual({});
  });
});
