// POST /api/content-images: an image for a news cover or a banner, checked by content and re-encoded at the shown size.
import { z } from 'zod';

/** SPEC §5: uploads at most 5 MB. */
export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CONTENT_IMAGE_FIELD = 'image';

/** The sizes the screens show (decision 108): the rendition is cropped to cover this box. */
export const CONTENT_IMAGE_SIZES = {
  cover: { width: 1200, height: 630 },
  banner_home_top: { width: 1200, height: 300 },
  banner_results: { width: 960, height: 120 },
  /** A B2C site's logo (issue 20), square. */
  b2c_logo: { width: 256, height: 256 },
} as const;
export const CONTENT_IMAGE_KINDS = Object.keys(CONTENT_IMAGE_SIZES) as (keyof typeof CONTENT_IMAGE_SIZES)[];
export const ZContentImageKind = z.enum(['cover', 'banner_home_top', 'banner_results', 'b2c_logo']);
export type TContentImageKind = z.infer<typeof ZContentImageKind>;

/** The form's text fields (multipart: `kind` first, then the file part `image`, whose name stands in the body). */
export const ZUploadContentImageForm = z.strictObject({
  kind: ZContentImageKind,
  /** The file's name (the file itself travels as the multipart part of that name). */
  image: z.string().min(1).max(255),
});

export const ZContentImage = z.object({
  name: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TContentImage = z.infer<typeof ZContentImage>;

/** The name of a stored rendition, as an upload to /api/content-images answered it. */
export const ZContentImageName = z
  .string()
  .regex(/^[a-z0-9-]{10,80}\.webp$/, { error: 'a name /api/content-images answered with' });
export const ZContentImageParams = z.strictObject({ name: ZContentImageName });

/** Where a stored rendition is served (public, immutable: decision 108). */
export const contentImageUrl = (name: string): string => `/api/content-images/${name}`;
