// The eSIM destinations island: filters the server's destination list as the consumer types (names in either language,
// accents ignored) and by region chip, in place; without it the same filter works as a plain GET form and links.
import { foldVietnamese } from '@portal/domain';

export function mountEsimFilter(root: HTMLElement, text: Record<string, string>): void {
  const input = document.getElementById('sf-esim-q');
  const chips = [...document.querySelectorAll<HTMLAnchorElement>('.sf-chip')];
  const none = document.getElementById('sf-esim-none');
  let region = chips.find((chip) => chip.getAttribute('aria-current') === 'true')?.dataset.region ?? '';

  const apply = () => {
    const words = input instanceof HTMLInputElement ? foldVietnamese(input.value) : '';
    let shown = 0;
    for (const group of root.querySelectorAll<HTMLElement>('.sf-dest-group')) {
      const inRegion = !region || group.dataset.region === region;
      let shownInGroup = 0;
      for (const item of group.querySelectorAll<HTMLElement>('li[data-names]')) {
        const isShown = inRegion && (!words || (item.dataset.names ?? '').includes(words));
        item.hidden = !isShown;
        if (isShown) shownInGroup += 1;
      }
      group.hidden = shownInGroup === 0;
      shown += shownInGroup;
    }
    if (none) {
      none.hidden = shown > 0;
      none.textContent = text.esimNoMatch ?? none.textContent;
    }
  };

  input?.addEventListener('input', apply);
  input?.closest('form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    apply();
  });
  for (const chip of chips)
    chip.addEventListener('click', (event) => {
      event.preventDefault();
      region = chip.dataset.region ?? '';
      for (const other of chips) other.removeAttribute('aria-current');
      chip.setAttribute('aria-current', 'true');
      apply();
    });
  // What the consumer typed while the page was still loading the island is filtered at once, not at the next key.
  if (input instanceof HTMLInputElement && input.value) apply();
}
