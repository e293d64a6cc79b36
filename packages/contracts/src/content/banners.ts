// /api/banners (SPEC §2 /banner): images with a link an agency shows in the carousels of its network, by placement.
import { z } from 'zod';
import { ZInstant } from '../common/instant.js';
import { ZContentImageName } from './images.js';
import { ZContentAudience } from './news.js';

export const BANNER_PLACEMENTS = ['home_top', 'results'] as const;
export const ZBannerPlacement = z.enum(BANNER_PLACEMENTS);
export type TBannerPlacement = z.infer<typeof ZBannerPlacement>;

/** An absolute http or https address (no javascript:, data: or relative links). */
export const ZWebLink = z
  .string()
  .trim()
  .max(500)
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
      } catch {
        return false;
      }
    },
    { error: 'must be an http or https address' },
  );

export const ZBannerWriteRequest = z
  .strictObject({
    title: z.string().trim().min(1).max(120),
    linkUrl: ZWebLink.nullable().default(null),
    placement: ZBannerPlacement,
    audience: ZContentAudience.default('below'),
    startsAt: ZInstant.nullable().default(null),
    endsAt: ZInstant.nullable().default(null),
    sortOrder: z.number().int().min(0).max(999).default(0),
    /** A name an upload to /api/content-images answered with (kind banner_<placement>). */
    image: ZContentImageName,
  })
  .refine((body) => !body.startsAt || !body.endsAt || body.endsAt > body.startsAt, {
    path: ['endsAt'],
    error: 'must be after the start',
  });
export type TBannerWriteRequest = z.input<typeof ZBannerWriteRequest>;

export const ZBannerIdParams = z.strictObject({ id: z.guid() });

export const ZBanner = z.object({
  id: z.string(),
  title: z.string(),
  linkUrl: z.string().nullable(),
  placement: ZBannerPlacement,
  audience: ZContentAudience,
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  sortOrder: z.number().int(),
  image: z.string(),
  imageUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  state: z.enum(['live', 'scheduled', 'expired']),
});
export type TBanner = z.infer<typeof ZBanner>;

export const ZListBannersResponse = z.object({ items: z.array(ZBanner) });
export type TListBannersResponse = z.infer<typeof ZListBannersResponse>;

/** GET /api/banners/current: what the caller's carousel at a placement shows now, in order. */
export const ZCurrentBannersQuery = z.strictObject({ placement: ZBannerPlacement });
