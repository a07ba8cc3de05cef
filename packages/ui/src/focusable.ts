const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Elements inside `root` that Tab can reach, in document order. A radio group is one stop, as in
 * the browser: its checked radio, or its first radio while none is checked.
 */
export function focusableWithin(root: HTMLElement): HTMLElement[] {
  const groupStops = new Map<string, HTMLInputElement>();
  for (const radio of root.querySelectorAll<HTMLInputElement>('input[type="radio"][name]')) {
    if (radio.disabled) continue;
    const stop = groupStops.get(radio.name);
    if (!stop || (radio.checked && !stop.checked)) groupStops.set(radio.name, radio);
  }
  return Array.from(root.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) =>
      !element.hidden &&
      element.getAttribute('aria-hidden') !== 'true' &&
      !(
        element instanceof HTMLInputElement &&
        element.type === 'radio' &&
        element.name &&
        groupStops.get(element.name) !== element
      ),
  );
}
