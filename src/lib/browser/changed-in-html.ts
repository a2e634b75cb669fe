/**
 * The values of `form`'s named controls that a visitor changed in the page's HTML before the app
 * started (docs/behaviour.md §4): those that differ from what the HTML wrote (an input's or text
 * area's value attribute or text, the option a select marks selected). React keeps them through
 * hydration but puts its own state back at the next render, so the forms take them in at once.
 */
export function changedInHtml(form: HTMLFormElement | null, names: readonly string[]): Record<string, string> {
  const changed: Record<string, string> = {}
  for (const name of names) {
    const control = form?.elements.namedItem(name)
    if (control instanceof HTMLSelectElement) {
      const options = Array.from(control.options)
      const inHtml = (options.find((option) => option.defaultSelected) ?? options[0])?.value
      if (control.value !== inHtml) changed[name] = control.value
    } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      if (control.value !== control.defaultValue) changed[name] = control.value
    }
  }
  return changed
}
