/** Moves focus back where it was before the consent controls took it, or to the main content. */
export function restoreFocus(target: Element | null): void {
  const next = target instanceof HTMLElement && target.isConnected ? target : document.getElementById('main');
  window.requestAnimationFrame(() => next?.focus({ preventScroll: target === null }));
}

/**
 * While a bar is fixed at the bottom of the screen, the page can scroll past it and a field that gets
 * focus under it is scrolled up into view (WCAG 2.4.11, focus not obscured). Returns the undo.
 */
export function keepFocusedFieldInView(bar: HTMLElement): () => void {
  const root = document.documentElement;
  const reserve = () => {
    root.style.scrollPaddingBottom = `${bar.offsetHeight}px`;
    document.body.style.paddingBottom = `${bar.offsetHeight}px`;
  };
  const onFocus = (event: FocusEvent) => {
    const field = event.target;
    if (!(field instanceof Element) || bar.contains(field)) return;
    const hidden = field.getBoundingClientRect().bottom - bar.getBoundingClientRect().top;
    if (hidden > 0) window.scrollBy({ top: hidden + 16 });
  };
  reserve();
  window.addEventListener('resize', reserve);
  document.addEventListener('focusin', onFocus);
  return () => {
    window.removeEventListener('resize', reserve);
    document.removeEventListener('focusin', onFocus);
    root.style.scrollPaddingBottom = '';
    document.body.style.paddingBottom = '';
  };
}
