/**
 * Keeps the page readable after a modal dialog is gone.
 *
 * While a modal Fluent dialog is open, tabster's modalizer sets `aria-hidden="true"` on
 * everything outside it (the console's root, the demo controls, other portals) and is meant to
 * take it off when the dialog closes. When a dialog unmounts in the same turn it closes (our
 * action dialogs are rendered only while open) the modalizer's deferred update can be dropped and
 * the whole console stays hidden from screen readers and from role queries: a known upstream bug
 * (microsoft/fluentui#35139, microsoft/tabster#530). Operators with a screen reader would hear
 * nothing after, say, redeeming a card code.
 *
 * The guard watches the body's children: whenever no modal dialog is on the page, an
 * `aria-hidden="true"` left on one of them is removed. A modal that is open keeps what tabster
 * set; a later `aria-hidden` (the modalizer's deferred update, batched on a 250 ms timer) is seen
 * by the observer and checked again, so the guard never strips an open dialog's background.
 */
export const MODAL_GUARD_DELAY = 60;

const MODAL = '[aria-modal="true"], [role="alertdialog"]';

export function releaseOrphanedAriaHidden(doc: Document = document): number {
  if (doc.querySelector(MODAL)) return 0;
  let released = 0;
  for (const child of Array.from(doc.body.children)) {
    if (child.getAttribute('aria-hidden') === 'true' && child.tagName !== 'SCRIPT') {
      child.removeAttribute('aria-hidden');
      released += 1;
    }
  }
  return released;
}

/** Starts the guard; returns a function that stops it. */
export function guardModalAriaHidden(doc: Document = document, delay = MODAL_GUARD_DELAY): () => void {
  const view = doc.defaultView ?? window;
  let timer: number | undefined;
  const schedule = () => {
    if (timer !== undefined) view.clearTimeout(timer);
    timer = view.setTimeout(() => {
      timer = undefined;
      releaseOrphanedAriaHidden(doc);
    }, delay);
  };
  const observer = new view.MutationObserver((records) => {
    // Only what can leave the page hidden: aria-hidden set on a body child, or a dialog removed.
    if (records.some((r) => r.type === 'childList' || (r.target as Element).getAttribute?.('aria-hidden') === 'true')) schedule();
  });
  observer.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
  return () => {
    observer.disconnect();
    if (timer !== undefined) view.clearTimeout(timer);
  };
}
