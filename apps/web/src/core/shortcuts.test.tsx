import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dispatchShortcut, handlersOf, useShortcuts } from './shortcuts';
import { TabContext } from './tab-context';

function Page({ onF1, onEsc }: { onF1: () => void; onEsc: () => void }) {
  useShortcuts({ F1: onF1, Escape: onEsc });
  return null;
}

function PageWith({ handlers }: { handlers: Parameters<typeof useShortcuts>[0] }) {
  useShortcuts(handlers);
  return null;
}

function inTab(tabKey: string, node: React.ReactNode) {
  return (
    <TabContext.Provider value={{ tabKey, pathname: tabKey, search: '', params: {}, menuPath: tabKey, title: '' }}>
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

  it('gives the page no key while a dialog is open above it (F4 does not save behind a confirmation)', () => {
    const f4 = vi.fn();
    render(inTab('/d', <PageWith handlers={{ F4: f4 }} />));
    const dialog = document.createElement('div');
    dialog.className = 'ant-modal-wrap';
    const box = document.createElement('div');
    box.className = 'ant-modal ant-zoom-appear';
    dialog.appendChild(box);
    document.body.appendChild(dialog);
    // jsdom lays nothing out: a shown dialog is one whose box has a box.
    const rects = vi.spyOn(box, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    const wrapRects = vi.spyOn(dialog, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    try {
      const key = press('F4');
      expect(dispatchShortcut(key, '/d')).toBe(false);
      expect(key.defaultPrevented).toBe(false);
      expect(f4).not.toHaveBeenCalled();
      // Closing (its leave animation running): the page has the keyboard again.
      box.className = 'ant-modal ant-zoom-leave ant-zoom-leave-active';
      expect(dispatchShortcut(press('F4'), '/d')).toBe(true);
      expect(f4).toHaveBeenCalledTimes(1);
      // The animation ended: the box is hidden while its wrap is still laid out, for a render.
      box.className = 'ant-modal';
      box.style.display = 'none';
      rects.mockReturnValue([] as unknown as DOMRectList);
      expect(dispatchShortcut(press('F4'), '/d')).toBe(true);
      expect(f4).toHaveBeenCalledTimes(2);
      dialog.remove();
      expect(dispatchShortcut(press('F4'), '/d')).toBe(true);
      expect(f4).toHaveBeenCalledTimes(3);
    } finally {
      rects.mockRestore();
      wrapRects.mockRestore();
      dialog.remove();
    }
  });

  it('forgets a page’s keys when it unmounts', () => {
    const { unmount } = render(inTab('/c', <Page onF1={() => undefined} onEsc={() => undefined} />));
    expect(Object.keys(handlersOf('/c')).sort()).toEqual(['Escape', 'F1']);
    unmount();
    expect(handlersOf('/c')).toEqual({});
  });
});
