// What the server put in the page's JSON block (#sf-data): the page, the site's slug, the language, the island's words;
// and the flights chosen on the results page, kept for the passenger page of the tab.
import type { TConsumerFare, TConsumerOffer, TStorefrontSearchQuery } from '@portal/contracts';

export type SearchData = TStorefrontSearchQuery;
export type PageData = {
  page: 'home' | 'results' | 'passengers' | 'tour' | 'esim' | 'esimOrder';
  slug: string;
  language: 'vi' | 'en';
  /** Where the site's pages start: /s/{slug}, or '' on the site's own host name. */
  base?: string;
  search?: SearchData;
  text?: Record<string, string>;
  /** The eSIM order page: the consumer price of one eSIM. */
  unitPrice?: number;
};

export function readPageData(doc: Document = document): PageData | undefined {
  const block = doc.getElementById('sf-data');
  return block?.textContent ? (JSON.parse(block.textContent) as PageData) : undefined;
}

/** The API's address for this site (the same wherever the page is served: /s/{slug} or the site's own host). */
export const apiOf = (slug: string) => `/api/s/${encodeURIComponent(slug)}`;

/** The chosen flight, kept for the passenger page of this tab. */
export const CHOSEN_KEY = 'sf.chosen';

export type ChosenFlight = { offer: TConsumerOffer; fare: TConsumerFare };
/** The outbound (or one-way) flight, a round trip's return, and a new total the consumer was told to accept. */
export type Chosen = ChosenFlight & { back?: ChosenFlight; search: SearchData; includeFee: boolean; total?: number };

/** What the consumer pays for every chosen flight and passenger, the site's fee included. */
export const totalOf = (chosen: Chosen): number => chosen.total ?? chosen.fare.total + (chosen.back?.fare.total ?? 0);
