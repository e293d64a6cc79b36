// One fact shown once: a second name that only repeats the first ("VN (VN)", "hạng Eco (Eco)") is left out.

/** Whether two names say the same thing (case and surrounding spaces aside). */
export const isSameName = (first: string, second: string | null | undefined) =>
  !second || first.trim().toLowerCase() === second.trim().toLowerCase();
