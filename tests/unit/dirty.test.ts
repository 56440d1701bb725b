// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The unsaved-changes registry (src/lib/dirty.ts) and the browser's own question on reload or
 * close: a `beforeunload` listener exists exactly while some form is dirty.
 */
let answer = true;
vi.mock('@/lib/confirm', () => ({ confirm: vi.fn(async () => answer) }));

const { anyDirty, confirmDiscard, isDirty, markDirty } = await import('@/lib/dirty');

/** Fires beforeunload the way the browser does before a reload; true when it would ask. */
function unloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const count = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter(([type]) => type === 'beforeunload').length;
const listenerCalls = () => ({ added: count(add), removed: count(remove) });
let add: { mock: { calls: unknown[][] } };
let remove: { mock: { calls: unknown[][] } };

beforeEach(() => {
  answer = true;
  add = vi.spyOn(window, 'addEventListener');
  remove = vi.spyOn(window, 'removeEventListener');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('dirty forms and beforeunload', () => {
  it('nothing dirty: no listener, unload does not ask', () => {
    expect(anyDirty()).toBe(false);
    expect(unloadAsks()).toBe(false);
  });

  it('asks while a form is dirty, with preventDefault and returnValue; stops when it is clean again', () => {
    markDirty('/system/user', true);
    expect(isDirty('/system/user')).toBe(true);
    // jsdom has no BeforeUnloadEvent: give the event the browser's string-typed returnValue.
    const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
    Object.defineProperty(event, 'returnValue', { value: '', writable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(event.returnValue).toBe(true);
    markDirty('/system/user', false);
    expect(anyDirty()).toBe(false);
    expect(unloadAsks()).toBe(false);
    expect(listenerCalls()).toEqual({ added: 1, removed: 1 });
  });

  it('one listener however many forms are dirty; removed only when the last one is clean', () => {
    markDirty('/system/user', true);
    markDirty('/system/user', true); // two dialogs on one page
    markDirty('/system/config', true);
    expect(listenerCalls()).toEqual({ added: 1, removed: 0 });
    markDirty('/system/user', false);
    markDirty('/system/config', false);
    expect(unloadAsks()).toBe(true);
    expect(listenerCalls().removed).toBe(0);
    markDirty('/system/user', false);
    expect(unloadAsks()).toBe(false);
    expect(listenerCalls()).toEqual({ added: 1, removed: 1 });
  });

  it('discarding through the close question removes the listener; keeping the edits keeps it', async () => {
    markDirty('/member/info', true);
    answer = false;
    expect(await confirmDiscard(['/member/info'])).toBe(false);
    expect(unloadAsks()).toBe(true);
    answer = true;
    expect(await confirmDiscard(['/member/info'])).toBe(true);
    expect(isDirty('/member/info')).toBe(false);
    expect(unloadAsks()).toBe(false);
    expect(listenerCalls()).toEqual({ added: 1, removed: 1 });
  });
});
