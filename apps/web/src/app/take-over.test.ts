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

/** A quote form as both the page and the app render it: the same fields, labels and button. */
const QUOTE_FORM = `<form><label for="{id}-from">From</label><input id="{id}-from" type="text">
  <label for="{id}-to">To</label><input id="{id}-to" type="text">
  <label><input type="radio" name="{id}-mode" value="SEA">Sea</label>
  <label><input type="radio" name="{id}-mode" value="AIR">Air</label>
  <button type="button">Log in</button><button type="submit">Calculate</button></form>`;

describe('what a visitor did before the app took over', () => {
  it('is carried into the app: the text typed, the radio chosen, the field in use and the last button tapped', async () => {
    const { prerendered, root } = prerenderedDocument();
    prerendered.innerHTML = QUOTE_FORM.replaceAll('{id}', 'page');
    window.__earlyTaps = [];
    takeOverWhenSettled(root, prerendered);

    const to = prerendered.querySelector<HTMLInputElement>('#page-to')!;
    to.value = 'Mosc';
    prerendered.querySelector<HTMLInputElement>('input[value="AIR"]')!.checked = true;
    to.focus();
    const calculate = [...prerendered.querySelectorAll('button')].find((button) => button.textContent === 'Calculate')!;
    window.__earlyTaps.push(calculate);

    root.innerHTML = QUOTE_FORM.replaceAll('{id}', 'app');
    const typed: string[] = [];
    const appTo = root.querySelector<HTMLInputElement>('#app-to')!;
    appTo.addEventListener('input', () => typed.push(appTo.value));
    const sent = vi.fn((event: Event) => event.preventDefault());
    root.querySelector('form')!.addEventListener('submit', sent);
    await observed();

    expect(prerendered.isConnected).toBe(false);
    expect(typed).toEqual(['Mosc']);
    expect(root.querySelector<HTMLInputElement>('#app-from')!.value).toBe('');
    expect(root.querySelector<HTMLInputElement>('input[value="AIR"]')!.checked).toBe(true);
    expect(root.querySelector<HTMLInputElement>('input[value="SEA"]')!.checked).toBe(false);
    expect(document.activeElement).toBe(appTo);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(window.__earlyTaps).toEqual([]);
  });

  it('changes nothing when the visitor only looked', async () => {
    const { prerendered, root } = prerenderedDocument();
    prerendered.innerHTML = QUOTE_FORM.replaceAll('{id}', 'page');
    window.__earlyTaps = [];
    takeOverWhenSettled(root, prerendered);
    root.innerHTML = QUOTE_FORM.replaceAll('{id}', 'app');
    const touched = vi.fn();
    root.addEventListener('input', touched);
    root.addEventListener('click', touched);
    await observed();

    expect(prerendered.isConnected).toBe(false);
    expect(touched).not.toHaveBeenCalled();
  });
});
