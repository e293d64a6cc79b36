// A tour's public path part from its title: "Hạ Long 2N1Đ – Du thuyền" → "ha-long-2n1d-du-thuyen".
import { foldVietnamese } from '../airports/search.js';

export function tourSlugOf(title: string): string {
  const slug = foldVietnamese(title).replace(/ /g, '-').slice(0, 80).replace(/-+$/, '');
  return slug.length > 0 ? slug : 'tour';
}
