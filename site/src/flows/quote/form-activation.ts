/**
 * The quote forms are pre-rendered and work as plain HTML fields until their script is needed. On a
 * page that arrived as HTML the script loads when the customer first focuses, touches or submits a
 * quote form, so nothing of it is downloaded for a visitor who only reads; after a client-side
 * navigation it loads at once. A submit before then is held and replayed once the form is ready.
 */
const submitRequests = new Set<string>();
let activate: () => void = () => undefined;
const activation = new Promise<void>((resolve) => {
  activate = resolve;
});
let listening = false;

/** The build renders the form at once; the browser waits for activation. */
export function whenFormNeeded(): Promise<void> {
  return typeof window === 'undefined' ? Promise.resolve() : activation;
}

export function activateForms(): void {
  activate();
}

export function activateOnFirstUse(): void {
  if (listening) return;
  listening = true;
  const events = ['focusin', 'pointerdown', 'keydown', 'submit'] as const;
  const onEvent = (event: Event) => {
    const form = (event.target as Element | null)?.closest?.('[data-quote-form]');
    if (!form) return;
    if (event.type === 'submit') {
      event.preventDefault();
      submitRequests.add(form.getAttribute('data-quote-form') ?? '');
    }
    for (const type of events) document.removeEventListener(type, onEvent, true);
    activate();
  };
  for (const type of events) document.addEventListener(type, onEvent, true);
}

/** True once if the customer submitted this form before its script was ready. */
export function takeSubmitRequest(form: string): boolean {
  return submitRequests.delete(form);
}
