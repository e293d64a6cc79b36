// The content routes of the isolation walk (issue 19): news, banners, their images and support contacts of another
// branch answer 404 (403 without the permission); the lists and the caller's own answers never show them.
import type { Branch } from './isolation-branch.js';
import type { Call } from './isolation-routes.js';
import type { RouteKey } from './route-table.js';

const newsBody = { title: 'Tin thử cô lập', audience: 'below' };
const contactBody = { name: 'Hỗ trợ thử cô lập', products: ['flight'] };

export const CONTENT_ID_WALKS: Partial<Record<RouteKey, (b: Branch) => Call[]>> = {
  'GET /api/news/:id': (b) => [{ method: 'GET', url: `/api/news/${b.content.newsId}` }],
  'POST /api/news/:id/read': (b) => [{ method: 'POST', url: `/api/news/${b.content.newsId}/read` }],
  'PUT /api/news/:id': (b) => [{ method: 'PUT', url: `/api/news/${b.content.newsId}`, payload: newsBody }],
  'DELETE /api/news/:id': (b) => [{ method: 'DELETE', url: `/api/news/${b.content.newsId}` }],
  'GET /api/content-images/:name': (b) =>
    b.content.images.map((name): Call => ({ method: 'GET', url: `/api/content-images/${name}` })),
  'GET /api/banners/:id': (b) => [{ method: 'GET', url: `/api/banners/${b.content.bannerId}` }],
  'PUT /api/banners/:id': (b) => [
    {
      method: 'PUT',
      url: `/api/banners/${b.content.bannerId}`,
      payload: { title: 'Banner thử cô lập', placement: 'home_top', image: b.content.images[1] },
    },
  ],
  'DELETE /api/banners/:id': (b) => [{ method: 'DELETE', url: `/api/banners/${b.content.bannerId}` }],
  'GET /api/support-contacts/:id': (b) => [{ method: 'GET', url: `/api/support-contacts/${b.content.contactId}` }],
  'PUT /api/support-contacts/:id': (b) => [
    { method: 'PUT', url: `/api/support-contacts/${b.content.contactId}`, payload: contactBody },
  ],
  'DELETE /api/support-contacts/:id': (b) => [
    { method: 'DELETE', url: `/api/support-contacts/${b.content.contactId}` },
  ],
};

export const CONTENT_LIST_WALKS: Partial<Record<RouteKey, (b: Branch) => string[]>> = {
  'GET /api/news': (b) => [
    '/api/news?limit=100',
    `/api/news?q=${b.tag}`,
    `/api/news?tag=${b.tag.toLowerCase()}`,
    '/api/news?view=manage&limit=100',
  ],
  'GET /api/news/tags': () => ['/api/news/tags'],
  'GET /api/banners': () => ['/api/banners'],
  'GET /api/banners/current': () => [
    '/api/banners/current?placement=home_top',
    '/api/banners/current?placement=results',
  ],
  'GET /api/support-contacts': () => ['/api/support-contacts'],
  'GET /api/support-contacts/visible': () => ['/api/support-contacts/visible'],
  'GET /api/agency-anniversary': () => ['/api/agency-anniversary'],
};

export const CONTENT_OWN_ONLY: Partial<Record<RouteKey, string>> = {
  'POST /api/news':
    "writes an item of the caller's own agency; another agency's cover is 400 coverImage (content-news.test.ts)",
  'POST /api/content-images': "stores an image of the caller's own agency; no ids",
  'POST /api/banners':
    "adds a banner of the caller's own agency; another agency's image is 400 image (content-banners.test.ts)",
  'POST /api/support-contacts': "adds a support contact of the caller's own agency; no ids",
  'PUT /api/agency-anniversary': "the caller's own agency's founding day",
};
