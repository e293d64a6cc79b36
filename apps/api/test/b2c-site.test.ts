// The B2C site configuration (issue 20): validation naming every field, unique slug and host name (also when two
// agencies race for one), sanitised texts, the logo upload, and who may open it (USE_B2C, the b2c product, own agency).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '@portal/db';
import type { TB2cSiteConfig } from '@portal/contracts';
import { b2cApi, siteBody } from './support/b2c.js';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';
import { uploaded } from './support/content.js';

let ctx: TestContext;
let admin: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.newSignedInUser({ role: 'admin_f1' });
  other = await ctx.newSignedInUser({ role: 'admin_f1' });
});
afterAll(() => ctx?.close());

const fieldsOf = (body: string) =>
  (JSON.parse(body) as { details?: { fields?: { field: string }[] } }).details?.fields?.map((item) => item.field) ?? [];

describe('reading and writing the site', () => {
  it('is null until first saved, then answers what was written, with its path', async () => {
    const fresh = await ctx.newSignedInUser({ role: 'admin_f1' });
    const before = await b2cApi(ctx).getConfig(fresh);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ site: null });
    const body = siteBody();
    const saved = await b2cApi(ctx).putConfig(fresh, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const site = (await b2cApi(ctx).getConfig(fresh)).json<{ site: TB2cSiteConfig }>().site;
    expect(site).toMatchObject({ ...body, path: `/s/${body.slug}`, hostName: null, logoImage: null });
    // A second write replaces the whole site.
    const again = await b2cApi(ctx).putConfig(fresh, { ...body, holdMinutes: 90, products: ['tours'] });
    expect(again.json<{ site: TB2cSiteConfig }>().site).toMatchObject({ holdMinutes: 90, products: ['tours'] });
  });

  it('names every bad field in a 400, and writes nothing', async () => {
    const cases: [string, object][] = [
      ['slug', { slug: 'A' }],
      ['slug', { slug: 'api' }],
      ['hostName', { hostName: 'not a host' }],
      ['name', { name: '' }],
      ['logoImage', { logoImage: '../etc/passwd' }],
      ['primaryColor', { primaryColor: 'red' }],
      ['secondaryColor', { secondaryColor: '#12345' }],
      ['hotline', { hotline: 'gọi tôi' }],
      ['zalo', { zalo: 'zalo' }],
      ['email', { email: 'khong-phai-email' }],
      ['address', { address: 'x'.repeat(301) }],
      ['taxCode', { taxCode: '123' }],
      [
        'bankAccounts.0.bankBin',
        { bankAccounts: [{ bankBin: '111111', accountNumber: '0071000888999', holderName: 'A B' }] },
      ],
      [
        'bankAccounts.0.accountNumber',
        { bankAccounts: [{ bankBin: '970436', accountNumber: '1', holderName: 'A B' }] },
      ],
      ['products', { products: [] }],
      ['products.0', { products: ['hotels'] }],
      [
        'serviceFees.vn.domestic',
        { serviceFees: { ...siteBody().serviceFees, vn: { domestic: -1, international: 0 } } },
      ],
      [
        'serviceFees.gds.international',
        { serviceFees: { ...siteBody().serviceFees, gds: { domestic: 0, international: 1.5 } } },
      ],
      ['pricesIncludeFee', { pricesIncludeFee: 'yes' }],
      ['holdMinutes', { holdMinutes: 5 }],
      ['termsHtml', { termsHtml: 'x'.repeat(50_001) }],
      ['privacyHtml', { privacyHtml: 42 }],
      ['isPublished', { isPublished: 1 }],
    ];
    for (const [field, change] of cases) {
      const response = await b2cApi(ctx).putConfig(admin, { ...siteBody(), ...change });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(fieldsOf(response.body), field).toContain(field);
      expect(response.body).not.toMatch(/\n\s+at |select |insert /i);
    }
    expect((await b2cApi(ctx).getConfig(admin)).json()).toEqual({ site: null });
  });

  it('keeps only safe HTML in the terms and privacy texts', async () => {
    const body = siteBody({
      termsHtml: '<p onclick="steal()">Điều khoản <script>alert(1)</script><a href="javascript:alert(2)">xem</a></p>',
      privacyHtml: '<img src=x onerror=alert(3)><strong>Bảo mật</strong>',
    });
    const saved = (await b2cApi(ctx).putConfig(admin, body)).json<{ site: TB2cSiteConfig }>().site;
    for (const text of [saved.termsHtml, saved.privacyHtml])
      expect(text).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(saved.termsHtml).toContain('Điều khoản');
    expect(saved.privacyHtml).toContain('<strong>Bảo mật</strong>');
    const [row] = await ctx.db.select().from(tables.b2cSites).where(eq(tables.b2cSites.agencyId, admin.agencyId));
    expect(row!.termsHtml).toBe(saved.termsHtml);
  });

  it('takes a logo uploaded as b2c_logo by the agency itself, never another agency’s image', async () => {
    const upload = (who: SignedIn) => uploaded(ctx, who, 'b2c_logo');
    const own = await upload(admin);
    expect(own).toMatchObject({ width: 256, height: 256 });
    const saved = await b2cApi(ctx).putConfig(admin, siteBody({ logoImage: own.name }));
    expect(saved.statusCode, saved.body).toBe(200);
    const theirs = await upload(other);
    const refused = await b2cApi(ctx).putConfig(admin, siteBody({ logoImage: theirs.name }));
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused.body)).toEqual(['logoImage']);
  });
});

describe('addresses', () => {
  it('a slug or host name another site uses is 409 naming the field; the site’s own is fine', async () => {
    const mine = siteBody({ hostName: 've.saoviet-test.vn' });
    expect((await b2cApi(ctx).putConfig(admin, mine)).statusCode).toBe(200);
    expect((await b2cApi(ctx).putConfig(admin, mine)).statusCode).toBe(200);
    const sameSlug = await b2cApi(ctx).putConfig(other, siteBody({ slug: mine.slug }));
    expect(sameSlug.statusCode).toBe(409);
    expect(fieldsOf(sameSlug.body)).toEqual(['slug']);
    const sameHost = await b2cApi(ctx).putConfig(other, siteBody({ hostName: 'VE.saoviet-test.vn' }));
    expect(sameHost.statusCode).toBe(409);
    expect(fieldsOf(sameHost.body)).toEqual(['hostName']);
  });

  it('two agencies racing for one slug: one gets it, the other 409 slug, never a 500', async () => {
    const racers = await Promise.all([0, 1, 2].map(() => ctx.newSignedInUser({ role: 'admin_f1' })));
    const slug = `dua-${Date.now().toString(36)}`;
    const answers = await Promise.all(racers.map((who) => b2cApi(ctx).putConfig(who, siteBody({ slug }))));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    for (const answer of answers.filter((item) => item.statusCode === 409))
      expect(fieldsOf(answer.body)).toEqual(['slug']);
    const rows = await ctx.db.select().from(tables.b2cSites).where(eq(tables.b2cSites.slug, slug));
    expect(rows).toHaveLength(1);
  });
});

describe('who may open it', () => {
  it('a sub-agency user without USE_B2C is 403; an agency without the b2c product is 403', async () => {
    const f1 = await ctx.newSignedInUser({ role: 'admin_f1' });
    const agent = await ctx.newSignedInUser({ role: 'agent_f2', level: 'F2', parentId: f1.agencyId });
    expect((await b2cApi(ctx).getConfig(agent)).statusCode).toBe(403);
    expect((await b2cApi(ctx).putConfig(agent, siteBody())).statusCode).toBe(403);
    const noProduct = await ctx.newSignedInUser({ role: 'admin_f1' });
    expect((await b2cApi(ctx).getConfig(noProduct)).statusCode).toBe(200);
    await ctx.db
      .update(tables.agencies)
      .set({ settings: { products: ['flights', 'esim'] } as never })
      .where(eq(tables.agencies.id, noProduct.agencyId));
    expect((await b2cApi(ctx).getConfig(noProduct)).statusCode).toBe(403);
    expect((await b2cApi(ctx).putConfig(noProduct, siteBody())).statusCode).toBe(403);
  });

  it('each agency reads and writes its own site only', async () => {
    const mine = siteBody();
    await b2cApi(ctx).putConfig(other, mine);
    const theirs = (await b2cApi(ctx).getConfig(admin)).json<{ site: TB2cSiteConfig | null }>().site;
    expect(theirs?.slug).not.toBe(mine.slug);
  });
});

describe('the demo', () => {
  it('gives the demo F1 a published site sao-viet and four orders in different states, seen by f1.admin and f1.agent', async () => {
    const { seedDemo } = await import('@portal/db');
    const { hashPassword } = await import('../src/platform/passwords.js');
    const { createSecretBox } = await import('../src/platform/secret-box.js');
    const { TEST_SIGN_IN_SECRET_KEY } = await import('../src/config.js');
    const { signInAs } = await import('./support/test-context.js');
    await seedDemo(ctx.db, { hashPassword, sealCredentials: createSecretBox(TEST_SIGN_IN_SECRET_KEY).seal });
    for (const username of ['f1.admin', 'f1.agent']) {
      const who = await signInAs(ctx, username, 'Demo@2026');
      const site = (await b2cApi(ctx).getConfig(who)).json<{ site: TB2cSiteConfig }>().site;
      expect(site).toMatchObject({ slug: 'sao-viet', isPublished: true, products: ['flights', 'esim', 'tours'] });
      const orders = (await b2cApi(ctx).list(who)).json<{ items: { status: string }[] }>().items;
      expect(new Set(orders.map((order) => order.status))).toEqual(new Set(['01', '02', '03', '05']));
    }
    const f2 = await signInAs(ctx, 'f2.agent', 'Demo@2026');
    expect((await b2cApi(ctx).list(f2)).statusCode).toBe(403);
  });
});
