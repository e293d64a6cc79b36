// A form's fields at fault: each named field marked (aria-invalid) with its message under it; the others cleared.
export type FieldIssue = { field: string; message: string };

export function markFieldIssues(form: HTMLFormElement, issues: readonly FieldIssue[]): void {
  for (const old of form.querySelectorAll('.sf-issue')) old.remove();
  for (const field of form.querySelectorAll('[aria-invalid]')) field.removeAttribute('aria-invalid');
  for (const issue of issues) {
    const field = form.elements.namedItem(issue.field);
    if (!(field instanceof HTMLElement)) continue;
    field.setAttribute('aria-invalid', 'true');
    const message = document.createElement('small');
    message.className = 'sf-issue';
    message.textContent = issue.message;
    field.insertAdjacentElement('afterend', message);
  }
}
