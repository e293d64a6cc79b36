// Calendar days as the journeys need them: Vietnam's day some days from now, and how users type it.

/** Vietnam's calendar day `days` from now as yyyy-MM-dd, whatever the machine's time zone. */
export function vietnamDay(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** yyyy-MM-dd → dd/MM/yyyy as users type and read days. */
export const typedDay = (isoDate: string) => isoDate.split('-').reverse().join('/');
