// The tour form's values and their conversion to and from the API's tour (lists as one line each, texts as paragraphs).
import type { TTour, TTourWrite } from '@portal/contracts';

export type DayValues = { title: string; bodyHtml: string; meals: ('B' | 'L' | 'D')[]; images: string[] };
export type TourFormValues = {
  code: string;
  title: string;
  slug: string;
  days: number;
  nights: number;
  departurePoint: string;
  summary: string;
  descriptionHtml: string;
  coverImage: string | null;
  itinerary: DayValues[];
  adultPrice: number;
  childMode: 'percent' | 'amount';
  childValue: number;
  infantPrice: number;
  singleRoomSupplement: number;
  depositPercent: number;
  included: string;
  excluded: string;
  cancellationTiers: { daysBefore: number; percentKept: number }[];
};

export const EMPTY_TOUR: TourFormValues = {
  code: '',
  title: '',
  slug: '',
  days: 3,
  nights: 2,
  departurePoint: 'Hà Nội',
  summary: '',
  descriptionHtml: '',
  coverImage: null,
  itinerary: [],
  adultPrice: 0,
  childMode: 'percent',
  childValue: 75,
  infantPrice: 0,
  singleRoomSupplement: 0,
  depositPercent: 50,
  included: '',
  excluded: '',
  cancellationTiers: [
    { daysBefore: 8, percentKept: 0 },
    { daysBefore: 2, percentKept: 50 },
    { daysBefore: 0, percentKept: 100 },
  ],
};

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function valuesOfTour(tour: TTour): TourFormValues {
  return {
    ...tour,
    slug: tour.slug,
    itinerary: tour.itinerary.map((day) => ({ ...day, meals: [...day.meals] })),
    childMode: tour.childPrice.mode,
    childValue: tour.childPrice.value,
    included: tour.included.join('\n'),
    excluded: tour.excluded.join('\n'),
    cancellationTiers: tour.cancellationTiers.map((tier) => ({ ...tier })),
  };
}

export function tourWriteOf(values: TourFormValues): TTourWrite {
  return {
    code: values.code,
    title: values.title,
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    days: values.days,
    nights: values.nights,
    departurePoint: values.departurePoint,
    summary: values.summary,
    descriptionHtml: values.descriptionHtml,
    coverImage: values.coverImage,
    itinerary: values.itinerary,
    adultPrice: values.adultPrice,
    childPrice: { mode: values.childMode, value: values.childValue },
    infantPrice: values.infantPrice,
    singleRoomSupplement: values.singleRoomSupplement,
    depositPercent: values.depositPercent,
    included: linesOf(values.included),
    excluded: linesOf(values.excluded),
    cancellationTiers: values.cancellationTiers,
  };
}

/** The day editor's plain text as the paragraphs the server keeps (it sanitises them anyway). */
export const paragraphsOf = (text: string): string =>
  text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`)
    .join('');

export const textOf = (html: string): string =>
  html
    .replace(/<\/p>\s*<p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
