// The content module put together (issue 19): news, banners and their images, support contacts, the anniversary.
import type { Database } from '@portal/db';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import { createAnniversaryService } from './anniversary.service.js';
import { createBannerService } from './banners.service.js';
import { createContentImages } from './content-images.js';
import { contentRoutes } from './content.routes.js';
import { createNewsService } from './news.service.js';
import { newsAnnouncementJob } from './news-notices.js';
import { newsRoutes } from './news.routes.js';
import { createSupportContactService } from './support-contacts.service.js';

export function createContentModule(deps: { db: Database; clock: Clock }) {
  const images = createContentImages({ db: deps.db });
  const news = createNewsService({ ...deps, images });
  const banners = createBannerService({ ...deps, images });
  const supportContacts = createSupportContactService(deps);
  const anniversary = createAnniversaryService(deps);
  const registerNews = newsRoutes({ news, images, clock: deps.clock });
  const registerContent = contentRoutes({ banners, supportContacts, anniversary });
  return {
    routes: async (app: FastifyInstance) => {
      await app.register(registerNews);
      await app.register(registerContent);
    },
    news,
    /** Announces scheduled news once it is live (the bell). */
    jobs: newsAnnouncementJob(deps),
  };
}
