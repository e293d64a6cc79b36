// The eSIM islands: the destination filter (either language, accents ignored, by region chip) over the server's list,
// and the order form — its total following the quantity, its body, the portal's contact rules marking the fields.
import { afterEach, describe, expect, it } from 'vitest';
import { mountEsimFilter } from '../src/esim';
import { esimOrderBodyOf, mountEsimOrder } from '../src/esim-order';

afterEach(() => {
  document.body.innerHTML = '';
});

const destinations = `<form><input id="sf-esim-q"></form><nav>
<a class="sf-chip" data-region="" aria-current="true" href="?">Tất cả</a><a class="sf-chip" data-region="EUROPE" href="?region=EUROPE">Châu Âu</a></nav>
<section id="sf-esim-destinations">
<section class="sf-dest-group" data-region="ASIA"><ul><li data-names="nhat ban japan jp"></li><li data-names="han quoc south korea kr"></li></ul></section>
<section class="sf-dest-group" data-region="EUROPE"><ul><li data-names="phap france fr"></li></ul></section>
<p id="sf-esim-none" hidden></p></section>`;

const shownNames = () =>
  [...document.querySelectorAll<HTMLElement>('li[data-names]')]
    .filter((li) => !li.hidden)
    .map((li) => li.dataset.names);

describe('the destination filter', () => {
  it('filters as the consumer types, accents and case ignored, then by region, and says when nothing matches', () => {
    document.body.innerHTML = destinations;
    mountEsimFilter(document.getElementById('sf-esim-destinations')!, { esimNoMatch: 'Không có điểm đến phù hợp' });
    const input = document.getElementById('sf-esim-q') as HTMLInputElement;
    input.value = 'HÀN';
    input.dispatchEvent(new Event('input'));
    expect(shownNames()).toEqual(['han quoc south korea kr']);
    expect((document.querySelector('[data-region="EUROPE"].sf-dest-group') as HTMLElement).hidden).toBe(true);
    input.value = '';
    input.dispatchEvent(new Event('input'));
    (document.querySelector('.sf-chip[data-region="EUROPE"]') as HTMLElement).click();
    expect(shownNames()).toEqual(['phap france fr']);
    input.value = 'japan';
    input.dispatchEvent(new Event('input'));
    expect(shownNames()).toEqual([]);
    const none = document.getElementById('sf-esim-none')!;
    expect(none.hidden).toBe(false);
    expect(none.textContent).toBe('Không có điểm đến phù hợp');
  });

  it('filters at once by what the consumer typed before the island was mounted', () => {
    document.body.innerHTML = destinations;
    (document.getElementById('sf-esim-q') as HTMLInputElement).value = 'nhat ban';
    mountEsimFilter(document.getElementById('sf-esim-destinations')!, {});
    expect(shownNames()).toEqual(['nhat ban japan jp']);
  });
});

const orderForm = `<form id="sf-esim-order"><input type="hidden" name="packageId" value="jp-5gb-7d">
<select name="quantity"><option>1</option><option>2</option><option>3</option></select><strong id="sf-esim-total"></strong>
<input name="contact.name"><input name="contact.phone"><input name="contact.email"><input name="website">
<input type="hidden" name="formToken" value="token-1234567890"><p id="sf-form-status"></p><button type="submit">Đặt</button></form>`;

/** The order form of a 250,000 ₫ eSIM with its island mounted (a quantity the consumer chose before it, if given). */
function mountedOrderForm({ quantityBefore }: { quantityBefore?: string } = {}): HTMLFormElement {
  document.body.innerHTML = orderForm;
  const form = document.getElementById('sf-esim-order') as HTMLFormElement;
  if (quantityBefore) (form.elements.namedItem('quantity') as HTMLSelectElement).value = quantityBefore;
  mountEsimOrder(form, {
    page: 'esimOrder',
    slug: 'sao-viet',
    language: 'vi',
    unitPrice: 250_000,
    base: '/s/sao-viet',
    text: { fixErrors: 'Vui lòng kiểm tra các ô được đánh dấu', sending: 'Đang gửi…' },
  });
  return form;
}

describe('the order form', () => {
  it('follows the quantity with the total, builds the body, and marks the contact fields before sending', () => {
    const form = mountedOrderForm();
    const quantity = form.elements.namedItem('quantity') as HTMLSelectElement;
    quantity.value = '3';
    quantity.dispatchEvent(new Event('change'));
    expect(document.getElementById('sf-esim-total')!.textContent).toBe('750.000 ₫');
    (form.elements.namedItem('contact.name') as HTMLInputElement).value = 'Trần Thị Mai';
    (form.elements.namedItem('contact.phone') as HTMLInputElement).value = '12345';
    expect(esimOrderBodyOf(form)).toEqual({
      packageId: 'jp-5gb-7d',
      quantity: 3,
      contact: { name: 'Trần Thị Mai', phone: '12345', email: '' },
      formToken: 'token-1234567890',
      website: '',
    });
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    const marked = [...form.querySelectorAll('[aria-invalid="true"]')].map((field) => field.getAttribute('name'));
    expect(marked).toEqual(['contact.phone', 'contact.email']);
    expect(document.getElementById('sf-form-status')!.textContent).toBe('Vui lòng kiểm tra các ô được đánh dấu');
  });

  it('shows the total of a quantity chosen before the island ran', () => {
    mountedOrderForm({ quantityBefore: '2' });
    expect(document.getElementById('sf-esim-total')!.textContent).toBe('500.000 ₫');
  });
});
