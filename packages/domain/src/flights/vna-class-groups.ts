// Vietnam Airlines' booking-class groups of SPEC §9 (P/A/G, Q/N/R/T/E, …), as data: the VNA summary report groups by them.

export type TVnaClassGroup = {
  /** The group as SPEC §9 writes it, e.g. 'Q/N/R/T/E'. */
  code: string;
  classes: readonly string[];
  cabin: 'ECONOMY' | 'PREMIUM' | 'BUSINESS';
};

/** SPEC §9: VN seat-class groups, cheapest economy first, business last. */
export const VNA_CLASS_GROUPS: readonly TVnaClassGroup[] = [
  { code: 'P/A/G', classes: ['P', 'A', 'G'], cabin: 'ECONOMY' },
  { code: 'Q/N/R/T/E', classes: ['Q', 'N', 'R', 'T', 'E'], cabin: 'ECONOMY' },
  { code: 'S/H/K/L', classes: ['S', 'H', 'K', 'L'], cabin: 'ECONOMY' },
  { code: 'Y/B/M', classes: ['Y', 'B', 'M'], cabin: 'ECONOMY' },
  { code: 'Z/U/W', classes: ['Z', 'U', 'W'], cabin: 'PREMIUM' },
  { code: 'C/J', classes: ['C', 'J'], cabin: 'BUSINESS' },
  { code: 'D/I', classes: ['D', 'I'], cabin: 'BUSINESS' },
];

/** The group of a class outside every group of the table (an unusual or future class). */
export const VNA_OTHER_CLASS_GROUP = 'OTHER';

const GROUP_OF_CLASS = new Map(VNA_CLASS_GROUPS.flatMap((group) => group.classes.map((cls) => [cls, group.code])));

/** The group code of a booking class ('q' and 'Q' alike); OTHER when no group holds it. */
export function vnaClassGroupOf(bookingClass: string): string {
  return GROUP_OF_CLASS.get(bookingClass.trim().toUpperCase()) ?? VNA_OTHER_CLASS_GROUP;
}

/** Order of a group code in the table (OTHER last), for sorting report rows. */
export function vnaClassGroupRank(code: string): number {
  const index = VNA_CLASS_GROUPS.findIndex((group) => group.code === code);
  return index === -1 ? VNA_CLASS_GROUPS.length : index;
}

/** Vietnam Airlines' ticket stock: its ticket numbers start 738. */
export const VNA_TICKET_STOCK = '738';
