// Short texts of flights for the booking pages: local times and dates as the airports write them, flight numbers.

/** HH:mm of an ISO date-time exactly as written (the airport's own clock). */
export function localTime(dateTime: string): string {
  return /T(\d{2}:\d{2})/.exec(dateTime)?.[1] ?? '';
}

/** dd/MM/yyyy of the date part of an ISO date or date-time, as written. */
export function localDate(dateTime: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateTime);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : dateTime;
}

/** `VN 213`, or for a connection `VN 213 · VN 1529`, from carrier codes and flight numbers (with or without the code). */
export function flightNumberText(segments: readonly { carrierCode?: string; flightNumber: string }[]): string {
  return segments
    .map(({ carrierCode, flightNumber }) => {
      const number = flightNumber.replace(/^[A-Z0-9]{2}\s*(?=\d)/, '');
      const code = carrierCode ?? /^([A-Z0-9]{2})\s*\d/.exec(flightNumber)?.[1] ?? '';
      return `${code} ${number}`.trim();
    })
    .join(' · ');
}
