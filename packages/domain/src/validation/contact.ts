// Phone, name and number rules of SPEC.md §5.
const VN_MOBILE = /^(0[35789][0-9]{8}|84[1-9][0-9]{8})$/;

/** Vietnamese mobile: 0 then 3/5/7/8/9 and 8 digits, or 84 then 1-9 and 8 digits. */
export function isVietnameseMobile(phone: string): boolean {
  return VN_MOBILE.test(phone);
}

/** Letters (any script, with Vietnamese accents) and spaces only. */
export function isPersonName(name: string): boolean {
  return /^[\p{L}\p{M} ]+$/u.test(name) && name.trim().length > 0;
}

export function isFiniteNumberText(text: string): boolean {
  return text.trim() !== '' && Number.isFinite(Number(text));
}
