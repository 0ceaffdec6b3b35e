/**
 * What a visitor did on a prerendered page before the app took it over (take-over.ts), carried
 * into the app: the text typed, the options and radios chosen, the field being typed in, and the
 * last button tapped (kept by public/start-after-paint.js as `window.__earlyTaps`), which the app
 * then acts on as if it had been tapped there. The prerendered page and the app render the same
 * screen in the same language, so an element is found again by what it is and what it is called
 * (its kind, its label or text, a radio's value), and among several alike by its place in order.
 */

declare global {
  interface Window {
    __earlyTaps?: HTMLElement[];
  }
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Elements laid out (not `display: none`): the page's wide or narrow copy, whichever shows. */
const shown = (element: Element) => element.getClientRects().length > 0;

function nameOf(element: HTMLElement): string {
  const labelled = 'labels' in element ? (element as Control).labels?.[0]?.textContent : null;
  return (
    element.getAttribute('aria-label') ??
    labelled ??
    element.getAttribute('placeholder') ??
    element.textContent ??
    ''
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** What an element is and is called, the same for the prerendered element and the app's. */
function keyOf(element: HTMLElement): string {
  const type = element instanceof HTMLInputElement ? element.type : '';
  const value = type === 'radio' || type === 'checkbox' ? (element as HTMLInputElement).value : '';
  return [element.tagName, type, nameOf(element), value].join('|');
}

/** The element of `root` that is to `element` (in `from`) what it is: same key, same place among those alike. */
function counterpart(element: HTMLElement, from: HTMLElement, root: HTMLElement): HTMLElement | null {
  const key = keyOf(element);
  const alike = (scope: HTMLElement) =>
    [...scope.querySelectorAll<HTMLElement>(element.tagName)].filter((other) => shown(other) && keyOf(other) === key);
  const index = alike(from).indexOf(element);
  return index < 0 ? null : (alike(root)[index] ?? null);
}

/** A field whose value differs from the page's: text typed, an option chosen. */
const changedValue = (control: Control) =>
  control instanceof HTMLSelectElement
    ? [...control.options].some((option) => option.selected !== option.defaultSelected)
    : control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')
      ? false
      : control.value !== control.defaultValue;

const changedChoice = (control: Control) =>
  control instanceof HTMLInputElement &&
  (control.type === 'radio' || control.type === 'checkbox') &&
  control.checked !== control.defaultChecked;

/** Sets a field's value the way typing does, so the app's own handlers see it. */
function enter(control: Control, value: string) {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Pairs what was done on `prerendered` with the app's elements in `root`, while both are in the
 * document (the app's still unseen but laid out), and returns what gives it to the app: call it
 * once the page is gone and the app shows.
 */
export function carryEarlyInput(prerendered: HTMLElement, root: HTMLElement): () => void {
  const find = <T extends HTMLElement>(element: T) => counterpart(element, prerendered, root) as T | null;
  const controls = [...prerendered.querySelectorAll<Control>('input, textarea, select')].filter(shown);
  const texts = controls.filter(changedValue).map((control) => ({ target: find(control), value: control.value }));
  const choices = controls.filter(changedChoice).map(find);
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && prerendered.contains(active) ? find(active) : null;
  const tapped = (window.__earlyTaps ?? []).filter((button) => prerendered.contains(button)).at(-1);
  const tap = tapped ? find(tapped) : null;
  window.__earlyTaps = [];
  return () => {
    for (const { target, value } of texts) if (target && target.value !== value) enter(target, value);
    for (const target of choices) if (target instanceof HTMLInputElement && !target.checked) target.click();
    if (focused) {
      focused.focus();
      if (focused instanceof HTMLInputElement && focused.type === 'text')
        focused.setSelectionRange(focused.value.length, focused.value.length);
    }
    tap?.click();
  };
}
