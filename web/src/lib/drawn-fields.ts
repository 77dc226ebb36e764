/**
 * What a visitor typed or ticked on a page drawn at build time before the app took it over (ADR 0036):
 * the page is on screen and its fields take input while the app's code is still on its way, and taking
 * the page over would reset them to what was drawn. start.tsx reads them just before, and the forms start
 * from them. Each value is handed out once.
 */
const texts = new Map<string, string>();
const checks = new Map<string, boolean>();
/** Forms sent before the takeover (held by main.tsx), by the id of their first field. */
const submits = new Set<string>();

/** Reads the text fields and checkboxes of the drawn page (by id) that differ from what was drawn. */
export function rememberDrawnFields(container: HTMLElement): void {
  for (const input of container.querySelectorAll<HTMLInputElement>('input[id]')) {
    if (input.type === 'checkbox') {
      if (input.checked !== input.defaultChecked) checks.set(input.id, input.checked);
    } else if (input.value !== input.defaultValue) {
      texts.set(input.id, input.value);
    }
  }
  for (const form of container.querySelectorAll<HTMLFormElement>('form[data-drawn-submit]')) {
    delete form.dataset.drawnSubmit;
    const field = form.querySelector('input[id]');
    if (field !== null) submits.add(field.id);
  }
}

/** The text typed into the drawn field `id`, if any (once). */
export function takeDrawnText(id: string): string | undefined {
  const value = texts.get(id);
  texts.delete(id);
  return value;
}

/** Whether the drawn checkbox `id` was ticked or cleared, if it was changed (once). */
export function takeDrawnCheck(id: string): boolean | undefined {
  const value = checks.get(id);
  checks.delete(id);
  return value;
}

/** Whether the drawn form whose first field is `id` was sent before the takeover (once). */
export function takeDrawnSubmit(id: string): boolean {
  return submits.delete(id);
}
