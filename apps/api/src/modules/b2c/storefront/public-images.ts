// A site's content images for the public: served only while the site's published content names them (its logo, a
// published tour's cover or day image, a live article's cover); every other name — another agency's, a draft's — is none.
import { and, eq, exists, or, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import { isLiveArticle } from '../content/b2c-news.repository.js';

const IMAGE_NAME = /^[a-z0-9-]{10,80}\.webp$/;

export async function publicSiteImage(
  db: Database,
  scope: { agencyId: string; name: string; now: Date },
): Promise<{ contentType: string; content: Buffer } | undefined> {
  const { agencyId, name, now } = scope;
  if (!IMAGE_NAME.test(name)) return undefined;
  const { contentImages, b2cSites, b2cTours, b2cArticles } = tables;
  const one = { one: sql`1` };
  const isLogo = db
    .select(one)
    .from(b2cSites)
    .where(and(eq(b2cSites.agencyId, agencyId), eq(b2cSites.isPublished, true), eq(b2cSites.logoImage, name)));
  // A day's images are a JSON list inside the itinerary: containment finds the name in any day.
  const dayImage = sql`${b2cTours.itinerary} @> ${JSON.stringify([{ images: [name] }])}::jsonb`;
  const isTourImage = db
    .select(one)
    .from(b2cTours)
    .where(
      and(
        eq(b2cTours.agencyId, agencyId),
        eq(b2cTours.status, 'published'),
        or(eq(b2cTours.coverImage, name), dayImage),
      ),
    );
  const isArticleCover = db
    .select(one)
    .from(b2cArticles)
    .where(and(eq(b2cArticles.agencyId, agencyId), eq(b2cArticles.coverImage, name), isLiveArticle(now)));
  const [row] = await db
    .select({ contentType: contentImages.contentType, content: contentImages.content })
    .from(contentImages)
    .where(
      and(
        eq(contentImages.name, name),
        eq(contentImages.agencyId, agencyId),
        or(exists(isLogo), exists(isTourImage), exists(isArticleCover)),
      ),
    );
  return row ? { contentType: row.contentType, content: Buffer.from(row.content) } : undefined;
}
