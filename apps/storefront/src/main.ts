// The storefront's one entry: reads the page's data block and loads only the island the page has (results, the
// passenger form, the tour booking form, the eSIM destinations or the eSIM order form, each its own chunk: the results
// page never loads the passenger rules). Home pages load no script.
import './styles.css';
import './content.css';
import { readPageData } from './page-data';
import type { TourData } from './tour-booking';

const data = readPageData();
if (data?.page === 'results' && data.search && data.text) {
  const root = document.getElementById('sf-results');
  const { search, text } = data;
  if (root) void import('./results').then(({ mountResults }) => mountResults(root, { ...data, search, text }));
} else if (data?.page === 'passengers' && data.text) {
  const form = document.getElementById('sf-passengers');
  const { text } = data;
  if (form instanceof HTMLFormElement)
    void import('./passengers').then(({ mountPassengers }) => mountPassengers(form, { ...data, text }));
} else if (data?.page === 'tour' && data.text) {
  const form = document.getElementById('sf-tour-booking');
  if (form instanceof HTMLFormElement)
    void import('./tour-booking').then(({ mountTourBooking }) => mountTourBooking(form, data as TourData));
} else if (data?.page === 'esim') {
  const root = document.getElementById('sf-esim-destinations');
  const text = data.text ?? {};
  if (root) void import('./esim').then(({ mountEsimFilter }) => mountEsimFilter(root, text));
} else if (data?.page === 'esimOrder' && data.text && typeof data.unitPrice === 'number') {
  const form = document.getElementById('sf-esim-order');
  const { text, unitPrice } = data;
  const base = data.base ?? '';
  if (form instanceof HTMLFormElement)
    void import('./esim-order').then(({ mountEsimOrder }) => mountEsimOrder(form, { ...data, text, unitPrice, base }));
}
