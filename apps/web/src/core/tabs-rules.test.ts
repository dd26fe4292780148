import { describe, expect, it } from 'vitest';
import {
  closeAllTabs,
  closeFirstTabs,
  closeOtherTabs,
  closeTab,
  EMPTY_TABS,
  keysClosedBy,
  livingParked,
  openTab,
  PARKED_FOR_MS,
  type ParkedTab,
  parkTab,
  restoreTabs,
  type Tab,
  type TabsState,
} from './tabs-rules';

const tab = (n: number): Tab => ({ key: `/p/${n}`, pathname: `/p/${n}`, search: '' });

function openMany(count: number): TabsState {
  let state = EMPTY_TABS;
  for (let i = 1; i <= count; i++) state = openTab(state, tab(i)).state;
  return state;
}

describe('tabs (spec §2)', () => {
  it('starts with only the fixed index tab active', () => {
    expect(EMPTY_TABS).toEqual({ tabs: [], activeKey: '/index' });
  });

  it('opens a new tab and activates an open one without duplicating it', () => {
    let state = openTab(EMPTY_TABS, tab(1)).state;
    state = openTab(state, tab(2)).state;
    const again = openTab(state, tab(1));
    expect(again.outcome).toBe('activated');
    expect(again.state.tabs.map((t) => t.key)).toEqual(['/p/1', '/p/2']);
    expect(again.state.activeKey).toBe('/p/1');
  });

  it('never closes the index tab', () => {
    const state = openMany(2);
    expect(closeTab(state, '/index')).toBe(state);
    expect(openTab(state, { key: '/index', pathname: '/index', search: '' }).state.tabs).toHaveLength(2);
  });

  it('allows 9 tabs besides the index and refuses the 10th', () => {
    const nine = openMany(9);
    expect(nine.tabs).toHaveLength(9);
    const tenth = openTab(nine, tab(10));
    expect(tenth.outcome).toBe('limit');
    expect(tenth.state).toBe(nine);
  });

  it('closing the first five makes room and keeps the index', () => {
    const nine = { ...openMany(9), activeKey: '/p/2' };
    const after = closeFirstTabs(nine);
    expect(after.tabs.map((t) => t.key)).toEqual(['/p/6', '/p/7', '/p/8', '/p/9']);
    expect(after.activeKey).toBe('/index');
    expect(openTab(after, tab(10)).outcome).toBe('opened');
  });

  it('closing the active tab activates its right neighbour, else the left, else the index', () => {
    const state = { ...openMany(3), activeKey: '/p/2' };
    expect(closeTab(state, '/p/2').activeKey).toBe('/p/3');
    expect(closeTab({ ...state, activeKey: '/p/3' }, '/p/3').activeKey).toBe('/p/2');
    expect(closeTab(openMany(1), '/p/1').activeKey).toBe('/index');
    expect(closeTab(state, '/p/1').activeKey).toBe('/p/2');
  });

  it('close others keeps the index and the chosen tab; close all keeps the index', () => {
    const state = openMany(4);
    expect(closeOtherTabs(state, '/p/3')).toEqual({ tabs: [tab(3)], activeKey: '/p/3' });
    expect(closeOtherTabs(state, '/index')).toEqual({ tabs: [], activeKey: '/index' });
    expect(closeAllTabs()).toEqual({ tabs: [], activeKey: '/index' });
    expect(keysClosedBy(state, 'others', '/p/3')).toEqual(['/p/1', '/p/2', '/p/4']);
    expect(keysClosedBy(state, 'all')).toHaveLength(4);
  });

  it('restores stored tabs that are still allowed, at most nine, ignoring junk', () => {
    const stored = {
      tabs: [
        { pathname: '/p/1', search: '' },
        { pathname: '/gone', search: '' },
        { pathname: '/index', search: '' },
        { pathname: 42 },
        { pathname: '/p/1', search: '' },
        ...Array.from({ length: 12 }, (_, i) => ({ pathname: `/q/${i}`, search: '?a=1' })),
      ],
      activeKey: '/p/1',
    };
    const restored = restoreTabs(stored, (p) => p !== '/gone');
    expect(restored.tabs).toHaveLength(9);
    expect(restored.tabs[0].key).toBe('/p/1');
    expect(restored.tabs[1].key).toBe('/q/0?a=1');
    expect(restored.activeKey).toBe('/p/1');
    expect(restoreTabs('garbage', () => true)).toEqual(EMPTY_TABS);
    expect(restoreTabs({ tabs: [], activeKey: '/nope' }, () => true).activeKey).toBe('/index');
  });
});

describe('closed tabs kept for a quick reopen', () => {
  it('keeps the newest three, each once, and lets go of those kept over five minutes', () => {
    let parked: ParkedTab[] = [];
    for (let i = 1; i <= 4; i++) parked = parkTab(parked, tab(i), i * 1000);
    expect(parked.map((p) => p.key)).toEqual(['/p/4', '/p/3', '/p/2']);
    parked = parkTab(parked, tab(3), 5000);
    expect(parked.map((p) => p.key)).toEqual(['/p/3', '/p/4', '/p/2']);
    expect(livingParked(parked, 2000 + PARKED_FOR_MS).map((p) => p.key)).toEqual(['/p/3', '/p/4']);
    expect(parkTab(parked, tab(9), 4000 + PARKED_FOR_MS).map((p) => p.key)).toEqual(['/p/9', '/p/3']);
  });
});
