import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_CLASS, takeOverWhenSettled } from './take-over';

/** The document as the server sends a prerendered page: the page, then the app's empty root. */
function prerenderedDocument() {
  document.body.innerHTML = '<div id="prerendered"><h1>Home</h1></div><div id="root"></div>';
  return {
    prerendered: document.getElementById('prerendered') as HTMLElement,
    root: document.getElementById('root') as HTMLElement,
  };
}

/** MutationObserver calls back in a microtask after the change. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the app taking over a prerendered page', () => {
  it('stays unseen while its screen is still busy, then replaces the page in one step', async () => {
    const { prerendered, root } = prerenderedDocument();
    takeOverWhenSettled(root, prerendered);
    expect(root.classList.contains(PENDING_CLASS)).toBe(true);

    root.innerHTML = '<div class="full-page-center" aria-busy="true"></div>';
    await observed();
    expect(prerendered.isConnected).toBe(true);
    expect(root.classList.contains(PENDING_CLASS)).toBe(true);

    root.innerHTML = '<div class="shell"><main><div aria-busy="true">…</div></main></div>';
    await observed();
    expect(prerendered.isConnected).toBe(true);

    root.querySelector('[aria-busy]')?.setAttribute('aria-busy', 'false');
    await observed();
    expect(prerendered.isConnected).toBe(false);
    expect(root.classList.contains(PENDING_CLASS)).toBe(false);
  });

  it('shows the app as it is when its screen never settles', () => {
    vi.useFakeTimers();
    const { prerendered, root } = prerenderedDocument();
    takeOverWhenSettled(root, prerendered, 5_000);
    root.innerHTML = '<div aria-busy="true"></div>';
    vi.advanceTimersByTime(5_000);
    expect(prerendered.isConnected).toBe(false);
    expect(root.classList.contains(PENDING_CLASS)).toBe(false);
  });
});
