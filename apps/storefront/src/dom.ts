// Escaping for the islands' HTML strings (every value from the network goes through it).
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (text: string | number): string => String(text).replace(/[&<>"']/g, (char) => ESCAPES[char]!);
