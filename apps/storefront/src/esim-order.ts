// The eSIM order island: the total follows the quantity, the contact is checked with the portal's own rules before
// sending (email required: the QR code is mailed), the order goes to /esim/orders, every field the server names is
// marked, and a booked order opens its confirmation page.
import { consumerEsimContactProblems } from '@portal/domain';
import { formatVnd } from './format';
import { apiOf, type PageData } from './page-data';
import { submitOrderForm } from './order-submit';
import { markFieldIssues } from './field-issues';

export type EsimOrderData = PageData & { text: Record<string, string>; unitPrice: number; base: string };

/** The form as the API's body: contact.name → contact.name, the quantity a number. */
export function esimOrderBodyOf(form: HTMLFormElement) {
  const value = (name: string) => String(new FormData(form).get(name) ?? '');
  return {
    packageId: value('packageId'),
    quantity: Number(value('quantity')) || 1,
    contact: { name: value('contact.name'), phone: value('contact.phone'), email: value('contact.email') },
    formToken: value('formToken'),
    website: value('website'),
  };
}

export function mountEsimOrder(form: HTMLFormElement, data: EsimOrderData): void {
  const { text } = data;
  const status = document.getElementById('sf-form-status');
  const total = document.getElementById('sf-esim-total');
  const quantity = form.elements.namedItem('quantity');
  if (quantity instanceof HTMLSelectElement && total) {
    const showTotal = () => {
      total.textContent = formatVnd(data.unitPrice * Number(quantity.value));
    };
    quantity.addEventListener('change', showTotal);
    // A quantity chosen before this script ran (a slow phone; CI once) is shown at once, not at the next change.
    showTotal();
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!status) return;
    const body = esimOrderBodyOf(form);
    const issues = consumerEsimContactProblems(body.contact, data.language);
    markFieldIssues(form, issues);
    if (issues.length > 0) {
      status.textContent = text.fixErrors!;
      return;
    }
    submitOrderForm({
      form,
      status,
      url: `${apiOf(data.slug)}/esim/orders`,
      body,
      data,
      text,
      bookedKey: 'esimBooked',
    });
  });
}
