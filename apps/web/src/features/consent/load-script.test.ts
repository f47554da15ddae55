import { SCRIPT_LOAD_TIMEOUT_MS } from '@prime/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appendScriptOnce } from './load-script';

const ID = 'test-outside-script';
const tags = () => document.querySelectorAll(`#${ID}`);

afterEach(() => {
  document.getElementById(ID)?.remove();
  vi.useRealTimers();
});

describe('an outside script', () => {
  it('is added once, however often it is asked for', async () => {
    const first = appendScriptOnce(ID, 'https://chat.example/widget.js');
    const again = appendScriptOnce(ID, 'https://chat.example/widget.js');
    expect(tags()).toHaveLength(1);
    expect(again).toBe(first);
    document.getElementById(ID)!.dispatchEvent(new Event('load'));
    expect(await first).toBe('loaded');
  });

  it(`is given up after ${SCRIPT_LOAD_TIMEOUT_MS / 1000} s without an answer, so a later page tries again`, async () => {
    vi.useFakeTimers();
    const outcome = appendScriptOnce(ID, 'https://chat.example/widget.js');
    vi.advanceTimersByTime(SCRIPT_LOAD_TIMEOUT_MS - 1);
    expect(tags()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(await outcome).toBe('timed_out');
    expect(tags()).toHaveLength(0);

    void appendScriptOnce(ID, 'https://chat.example/widget.js');
    expect(tags()).toHaveLength(1);
  });

  it('stays once it loaded in time, and goes when it fails', async () => {
    vi.useFakeTimers();
    const loaded = appendScriptOnce(ID, 'https://chat.example/widget.js');
    document.getElementById(ID)!.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(SCRIPT_LOAD_TIMEOUT_MS * 2);
    expect(await loaded).toBe('loaded');
    expect(tags()).toHaveLength(1);
    document.getElementById(ID)!.remove();

    const failed = appendScriptOnce(ID, 'https://chat.example/missing.js');
    document.getElementById(ID)!.dispatchEvent(new Event('error'));
    expect(await failed).toBe('failed');
    expect(tags()).toHaveLength(0);
  });
});
