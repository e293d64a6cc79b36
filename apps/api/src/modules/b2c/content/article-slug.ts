// An article's address from its title: Vietnamese letters to ASCII (đ → d, STYLE), words joined by dashes.
import { toAirlineName } from '@portal/domain';

const SLUG_BASE_MAX = 70;

/** `Săn vé Tết 2027: Đà Nẵng!` → `san-ve-tet-2027-da-nang`; a title of no Latin letters or digits gives `bai-viet`. */
export function slugOfTitle(title: string): string {
  const slug = toAirlineName(title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_BASE_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'bai-viet';
}

/** The first of `base`, `base-2`, `base-3`… that is free, asked of `isTaken`. */
export async function firstFreeSlug(base: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  for (let suffix = 1; suffix < 50; suffix++) {
    const slug = suffix === 1 ? base : `${base}-${suffix}`;
    if (!(await isTaken(slug))) return slug;
  }
  return `${base}-${Date.now().toString(36)}`;
}
