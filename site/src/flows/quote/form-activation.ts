/**
 * The quote forms are pre-rendered and work as plain HTML fields until their script is needed. On a
 * page that arrived as HTML the script loads when the customer first focuses, touches or submits a
 * quote form, or earlier once the form is near view and the page has loaded (activate-near-view.ts),
 * so nothing of it is downloaded for a visitor who only reads the top of a page; after a client-side
 * navigation it loads at once. A submit before the form's script has mounted is held (the browser's own
 * post would lose the page) and replayed once the form is ready.
 */
const submitRequests = new Set<string>();
const readyForms = new Set<string>();
let activate: () => void = () => undefined;
const activation = new Promise<void>((resolve) => {
  activate = resolve;
});
let listening = false;
let guarding = false;

const quoteFormOf = (event: Event) => (event.target as Element | null)?.closest?.('[data-quote-form]') ?? null;

/** The build renders the form at once; the browser waits for activation. */
export function whenFormNeeded(): Promise<void> {
  return typeof window === 'undefined' ? Promise.resolve() : activation;
}

function holdEarlySubmits(): void {
  if (guarding) return;
  guarding = true;
  document.addEventListener(
    'submit',
    (event) => {
      const name = quoteFormOf(event)?.getAttribute('data-quote-form');
      if (!name || readyForms.has(name)) return;
      event.preventDefault();
      event.stopPropagation();
      submitRequests.add(name);
      activate();
    },
    true,
  );
}

export function activateForms(): void {
  holdEarlySubmits();
  activate();
}

export function activateOnFirstUse(): void {
  holdEarlySubmits();
  if (listening) return;
  listening = true;
  const events = ['focusin', 'pointerdown', 'keydown'] as const;
  const onEvent = (event: Event) => {
    if (!quoteFormOf(event)) return;
    for (const type of events) document.removeEventListener(type, onEvent, true);
    activate();
  };
  for (const type of events) document.addEventListener(type, onEvent, true);
}

/**
 * Called by a form once its script has mounted: from now on it handles its own submits. True if the
 * customer submitted it before, so the form sends it now.
 */
export function formReady(form: string): boolean {
  readyForms.add(form);
  return submitRequests.delete(form);
}

/** True while a submit made before a form's script had mounted waits for it. */
export function submitsHeld(): boolean {
  return submitRequests.size > 0;
}

/** True once the form's script has mounted and handles its own input. */
export function formIsReady(form: string): boolean {
  return readyForms.has(form);
}

/** Called when a form unmounts (a client-side navigation away): its next mount starts over. */
export function formGone(form: string): void {
  readyForms.delete(form);
}
