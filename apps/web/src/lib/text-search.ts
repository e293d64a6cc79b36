// Accent-insensitive text matching for filters: "nguyen van duc" finds "Nguyễn Văn Đức".
export function foldVietnamese(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
}

export function matchesQuery(haystack: string, query: string): boolean {
  const needle = foldVietnamese(query.trim());
  return needle === '' || foldVietnamese(haystack).includes(needle);
}
