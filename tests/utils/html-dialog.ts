/**
 * jsdom has the <dialog> element but not its methods (jsdom/jsdom#3294). This adds the part the
 * app uses: showModal() and close() toggle `open` (jsdom's stylesheet hides a closed dialog) and
 * close() fires `close`. Not modelled: the inert page behind and Escape's `cancel`; the app's own
 * key handling is what the tests exercise.
 */
export function addDialogMethods(): void {
  const dialog = HTMLDialogElement.prototype;
  if (typeof dialog.showModal === 'function') return;
  dialog.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialog.show = dialog.showModal;
  dialog.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
}
