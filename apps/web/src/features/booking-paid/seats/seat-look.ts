// How each kind of seat looks, shared by the map and its legend: a colour and always a pattern or a mark with it, so
// no state is told by colour alone.

export type SeatLook = 'free' | 'paid' | 'taken' | 'blocked' | 'selected' | 'chosenOther' | 'current' | 'notAllowed';

/** The mark drawn in the seat beside (or instead of) its letter. */
export const SEAT_MARKS: Record<SeatLook, string> = {
  free: '',
  paid: '₫',
  taken: '✕',
  blocked: '—',
  selected: '✓',
  chosenOther: '',
  current: '●',
  notAllowed: '',
};

const stripes = (colour: string) => `repeating-linear-gradient(45deg, ${colour} 0 3px, transparent 3px 7px)`;
const hatch = (colour: string) =>
  `repeating-linear-gradient(45deg, ${colour} 0 2px, transparent 2px 6px), repeating-linear-gradient(-45deg, ${colour} 0 2px, transparent 2px 6px)`;

export const SEAT_LOOKS = {
  free: { bgcolor: 'background.paper', border: 2, borderColor: 'success.main', color: 'text.primary' },
  paid: { bgcolor: '#fff4d6', border: 2, borderColor: 'warning.dark', color: 'text.primary' },
  taken: {
    bgcolor: 'grey.300',
    backgroundImage: stripes('rgba(0,0,0,0.18)'),
    border: 1,
    borderColor: 'grey.500',
    color: 'text.secondary',
  },
  blocked: {
    bgcolor: 'grey.500',
    backgroundImage: hatch('rgba(255,255,255,0.35)'),
    border: 1,
    borderColor: 'grey.700',
    color: 'common.white',
  },
  selected: { bgcolor: 'primary.main', border: 2, borderColor: 'primary.dark', color: 'primary.contrastText' },
  chosenOther: { bgcolor: 'background.paper', border: 3, borderColor: 'primary.main', color: 'primary.main' },
  current: {
    bgcolor: 'grey.100',
    border: 3,
    borderStyle: 'double',
    borderColor: 'info.dark',
    color: 'info.dark',
  },
  notAllowed: {
    bgcolor: 'background.paper',
    border: 2,
    borderStyle: 'dashed',
    borderColor: 'grey.500',
    color: 'text.disabled',
  },
} as const satisfies Record<SeatLook, Record<string, string | number>>;

/** Seats are a thumb's width on a phone and a little more from the tablet up. */
export const SEAT_SIZE = { xs: 30, sm: 40 } as const;

/** Read by screen readers, not drawn. */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
