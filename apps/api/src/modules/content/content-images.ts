// News covers and banner images: checked by content (magic bytes, then decoded), re-encoded as WebP at the shown size.
import { randomUUID } from 'node:crypto';
import { and, eq, exists, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { CONTENT_IMAGE_SIZES, contentImageUrl, type TContentImage, type TContentImageKind } from '@portal/contracts';
import { tables, type Database } from '@portal/db';
import { invalidFieldIn } from '../../platform/field-error.js';
import type { Language } from '../../platform/messages.js';
import type { UploadedFile } from '../../platform/uploads.js';
import { notFound } from '../../platform/errors.js';
import { reachesReader, readerChain } from './audience.js';
import { isLive } from './news.repository.js';

/** Pixels a decoded upload may have (a 5 MB file can claim a huge canvas: a decompression bomb is refused). */
const MAX_INPUT_PIXELS = 40_000_000;

const notAnImage = (language: Language, field: string) =>
  invalidFieldIn(language, {
    field,
    vi: 'chỉ nhận ảnh JPG, PNG hoặc GIF',
    en: 'only JPG, PNG or GIF images are accepted',
  });

/** The rendition of an uploaded image for a kind: cropped to cover its box, metadata stripped, WebP. */
export async function renderContentImage(
  file: UploadedFile,
  kind: TContentImageKind,
  language: Language,
): Promise<{ content: Buffer; width: number; height: number }> {
  if (!file.sniffedType || file.sniffedType === 'application/pdf') throw notAnImage(language, file.fieldName);
  const { width, height } = CONTENT_IMAGE_SIZES[kind];
  // Loaded on the first image, not at start-up: sharp brings libvips (about 19 MB resident).
  const { default: sharp } = await import('sharp');
  try {
    const content = await sharp(file.content, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width, height, fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
    return { content, width, height };
  } catch {
    // Right magic bytes but a body no decoder reads: not an image either.
    throw notAnImage(language, file.fieldName);
  }
}

/** The uploading or using agency, and the language its field errors are in. */
export type ImageOwner = { agencyId: string; language: Language };

export function createContentImages(deps: { db: Database }) {
  const { db } = deps;
  const { contentImages, banners, newsItems } = tables;

  async function store(owner: ImageOwner, kind: TContentImageKind, file: UploadedFile): Promise<TContentImage> {
    const { agencyId, language } = owner;
    const rendition = await renderContentImage(file, kind, language);
    // 122 random bits (a v4 UUID): a name cannot be guessed, and the reader's audience is checked anyway (decision 108).
    const name = `${kind.replace(/_/g, '-')}-${randomUUID()}-${rendition.width}x${rendition.height}.webp`;
    await db.insert(contentImages).values({
      name,
      agencyId,
      contentType: 'image/webp',
      width: rendition.width,
      height: rendition.height,
      content: rendition.content,
    });
    return { name, url: contentImageUrl(name), width: rendition.width, height: rendition.height };
  }

  /**
   * The stored image when the reader may see it (decision 108): its own agency's upload, or the image of a banner or a
   * news cover addressed to the reader and live now; otherwise 404, like any id of another branch.
   */
  async function read(agencyId: string, name: string, now: Date) {
    const chain = await readerChain(db, agencyId);
    const bannerShown = db
      .select({ one: sql`1` })
      .from(banners)
      .where(
        and(
          eq(banners.image, name),
          reachesReader(chain, { agencyId: banners.agencyId, audience: banners.audience }),
          lte(banners.startsAt, now),
          or(isNull(banners.endsAt), gt(banners.endsAt, now)),
        ),
      );
    const coverShown = db
      .select({ one: sql`1` })
      .from(newsItems)
      .where(
        and(
          eq(newsItems.coverImage, name),
          reachesReader(chain, { agencyId: newsItems.agencyId, audience: newsItems.audience }),
          isLive(now),
        ),
      );
    const [row] = await db
      .select({ content: contentImages.content, contentType: contentImages.contentType })
      .from(contentImages)
      .where(
        and(
          eq(contentImages.name, name),
          or(eq(contentImages.agencyId, agencyId), exists(bannerShown), exists(coverShown)),
        ),
      );
    if (!row) throw notFound();
    return row;
  }

  /** The image's size when the agency uploaded it and it is of the kind; otherwise a field error naming `field`. */
  async function requireOwn(owner: ImageOwner, image: { name: string; kind: TContentImageKind; field: string }) {
    const { agencyId, language } = owner;
    const { name, kind, field } = image;
    const [row] = await db
      .select({ agencyId: contentImages.agencyId, width: contentImages.width, height: contentImages.height })
      .from(contentImages)
      .where(eq(contentImages.name, name));
    const prefix = `${kind.replace(/_/g, '-')}-`;
    if (!row || row.agencyId !== agencyId || !name.startsWith(prefix))
      throw invalidFieldIn(language, { field, vi: 'ảnh không tồn tại', en: 'no such image' });
    return row;
  }

  return { store, read, requireOwn };
}

export type ContentImages = ReturnType<typeof createContentImages>;
