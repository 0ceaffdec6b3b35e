import { carryEarlyInput } from './early-input';

/**
 * The app taking over a prerendered page (docs/architecture.md §7, issue 30): the server sends
 * `/` and `/book` with the page already in them (src/prerender), so a first visit paints before
 * any script has run. The app then renders as it always does, into its own root, laid out but
 * unseen (prerendered.css); once its first real screen stands (no spinner of the app's is left
 * in it: the messages, the route's screen and the session are in) it replaces the prerendered
 * page in one step. Nothing has to render the same as the build did: a signed-in user's header,
 * the operators' texts and a lane's names simply appear with the app. What the visitor typed,
 * chose or tapped meanwhile is carried into the app (early-input.ts).
 */

/** The element the build puts the prerendered page in, before the app's root. */
export const PRERENDERED_ID = 'prerendered';

/** The class that keeps the app's root unseen while the prerendered page shows. */
export const PENDING_CLASS = 'root-pending';

/** How long the prerendered page waits for the app at most: a screen that never settles is shown as it is. */
export const TAKE_OVER_FALLBACK_MS = 10_000;

/** The app's first screen stands: something rendered, and no part of it still busy (the spinners say `aria-busy`). */
function settled(root: HTMLElement): boolean {
  return root.firstElementChild !== null && root.querySelector('[aria-busy="true"]') === null;
}

/**
 * Hides `root` until the app rendered into it has settled, then removes `prerendered` and shows
 * the app, in the same task: no frame shows both or neither.
 */
export function takeOverWhenSettled(root: HTMLElement, prerendered: HTMLElement, fallbackMs = TAKE_OVER_FALLBACK_MS) {
  root.classList.add(PENDING_CLASS);
  const takeOver = () => {
    observer.disconnect();
    clearTimeout(fallback);
    const replay = carryEarlyInput(prerendered, root);
    prerendered.remove();
    root.classList.remove(PENDING_CLASS);
    replay();
  };
  const observer = new MutationObserver(() => {
    if (settled(root)) takeOver();
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  const fallback = setTimeout(takeOver, fallbackMs);
}
