// POST /api/top-ups: a request with its evidence checked by content (type, size, active PDF content, file names), its fields and who may ask.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TTopUp } from '@portal/contracts';
import { auditRows, expectApiError, expectNoInternals } from './support/http.js';
import { createTestContext, type TestContext } from './support/test-context.js';
import {
  agencyTree,
  EXE_START,
  HTML_PAGE,
  PNG_1X1,
  postTopUp,
  signInAt,
  SMALL_PDF,
  typedDay,
  validFields,
  type AgencyTree,
} from './support/top-ups.js';
import { CATALOG, compressedPdf, JS_OPEN_ACTION_CATALOG, PAGES, plainPdf } from './support/pdf-fixtures.js';
import { errorFieldsOf as fieldsOf } from './support/http.js';

let ctx: TestContext;
let tree: AgencyTree;
beforeAll(async () => {
  ctx = await createTestContext();
  tree = await agencyTree(ctx);
});
afterAll(() => ctx.close());

describe('POST /api/top-ups', () => {
  it("records a request for the caller's own agency with a real PNG, stored in stored_files by its content, and audits it", async () => {
    const response = await postTopUp(ctx, tree.f2Admin, validFields(ctx.clock.now()), {
      name: 'Ủy nhiệm chi.jpg',
      type: 'image/jpeg',
      content: PNG_1X1,
    });

    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<TTopUp>();
    expect(created).toMatchObject({
      agency: { id: tree.f2Id, level: 'F2' },
      amount: 25_000_000,
      method: 'bank_transfer',
      transferReference: 'FT24123456789',
      note: 'Nạp ký quỹ tháng này',
      status: 'pending',
      // The name keeps the uploader's words but takes the extension of what the content is.
      evidence: { fileName: 'Ủy nhiệm chi.png', contentType: 'image/png', sizeBytes: PNG_1X1.length },
      requestedBy: { id: tree.f2Admin.userId },
      decidedBy: null,
      rejectReason: null,
      ledgerTransactionId: null,
      canDecide: false,
    });
    const [row] = await ctx.db.select().from(tables.topUpRequests).where(eq(tables.topUpRequests.id, created.id));
    const [file] = await ctx.db
      .select()
      .from(tables.storedFiles)
      .where(eq(tables.storedFiles.id, row!.evidenceFileId!));
    expect(file).toMatchObject({
      agencyId: tree.f2Id,
      contentType: 'image/png',
      sizeBytes: PNG_1X1.length,
      uploadedBy: tree.f2Admin.userId,
    });
    expect(Buffer.from(file!.content).equals(PNG_1X1)).toBe(true);
    const [audit] = await auditRows(ctx.db, 'deposit.topup_requested', tree.f2Admin.userId);
    expect(audit).toMatchObject({ agencyId: tree.f2Id, targetType: 'top_up_request', targetId: created.id });
    expect(audit!.details).toMatchObject({ amount: 25_000_000, evidenceFileId: file!.id });
  });

  it('accepts a PDF and a cash request without any file', async () => {
    const pdf = await postTopUp(ctx, tree.f1Admin, validFields(ctx.clock.now(), { amount: '1' }), {
      name: 'sao-ke.pdf',
      type: 'application/pdf',
      content: SMALL_PDF,
    });
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json<TTopUp>().evidence).toEqual({
      fileName: 'sao-ke.pdf',
      contentType: 'application/pdf',
      sizeBytes: SMALL_PDF.length,
    });

    const cash = await postTopUp(
      ctx,
      tree.f1Admin,
      validFields(ctx.clock.now(), { method: 'cash', transferReference: '', amount: '10000000000' }),
    );
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json<TTopUp>()).toMatchObject({
      method: 'cash',
      transferReference: '',
      evidence: null,
      amount: 10_000_000_000,
    });
  });

  it('refuses an HTML page or an executable renamed .jpg, and an SVG, naming evidence, storing nothing', async () => {
    const filesBefore = (await ctx.db.select().from(tables.storedFiles)).length;
    for (const file of [
      { name: 'chung-tu.jpg', type: 'image/jpeg', content: HTML_PAGE },
      { name: 'chung-tu.png', type: 'image/png', content: EXE_START },
      {
        name: 'logo.svg',
        type: 'image/svg+xml',
        content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    ]) {
      const response = await postTopUp(ctx, tree.f2Admin, validFields(ctx.clock.now()), file);

      expectApiError(response, 400, 1);
      expect(fieldsOf(response), file.name).toEqual(['evidence']);
    }
    expect((await ctx.db.select().from(tables.storedFiles)).length).toBe(filesBefore);
  });

  it('refuses a PDF with JavaScript, plain or inside a compressed object stream, naming evidence, storing nothing', async () => {
    const filesBefore = (await ctx.db.select().from(tables.storedFiles)).length;
    for (const content of [
      plainPdf([JS_OPEN_ACTION_CATALOG, ...PAGES]),
      compressedPdf(JS_OPEN_ACTION_CATALOG, PAGES),
      plainPdf(['<</Type /Catalog /Pages 2 0 R /Names <</EmbeddedFiles 4 0 R>>>>', ...PAGES]),
    ]) {
      const response = await postTopUp(ctx, tree.f2Admin, validFields(ctx.clock.now()), {
        name: 'sao-ke.pdf',
        type: 'application/pdf',
        content,
      });

      expectApiError(response, 400, 1);
      expect(fieldsOf(response)).toEqual(['evidence']);
      expect(response.body).toMatch(/active content|nội dung chủ động/);
    }
    expect((await ctx.db.select().from(tables.storedFiles)).length).toBe(filesBefore);
    const clean = await postTopUp(ctx, tree.f2Admin, validFields(ctx.clock.now()), {
      name: 'sao-ke.pdf',
      type: 'application/pdf',
      content: compressedPdf(CATALOG, PAGES),
    });
    expect(clean.statusCode, clean.body).toBe(201);
  });

  it('stores a file name without bidirectional controls that would make it read backwards', async () => {
    const response = await postTopUp(ctx, tree.f2Admin, validFields(ctx.clock.now()), {
      name: 'chung-tu\u202Egnp.exe\u2066\u200F.png',
      type: 'image/png',
      content: PNG_1X1,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<TTopUp>().evidence?.fileName).toBe('chung-tugnp.exe.png');
  });

  it('refuses a file sent under a text field (400 naming that field, never a 500), storing nothing', async () => {
    const filesBefore = (await ctx.db.select().from(tables.storedFiles)).length;
    const { note: _note, ...withoutNote } = validFields(ctx.clock.now());
    const response = await postTopUp(ctx, tree.f2Admin, withoutNote, {
      field: 'note',
      name: '12345',
      type: 'image/png',
      content: PNG_1X1,
    });
    expectApiError(response, 400, 1);
    expect(fieldsOf(response)).toEqual(['note']);
    expect((await ctx.db.select().from(tables.storedFiles)).length).toBe(filesBefore);
  });

  it('refuses a file over 5 MB with 413 code 42 naming evidence, and an empty file with 400', async () => {
    const tooLarge = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await postTopUp(ctx, tree.f2Admin, validFields(ctx.clock.now()), {
      name: 'lon.png',
      type: 'image/png',
      content: tooLarge,
    });

    expectApiError(response, 413, 42);
    expect(fieldsOf(response)).toEqual(['evidence']);

    const empty = await postTopUp(ctx, tree.f2Admin, validFields(ctx.clock.now()), {
      name: 'rong.png',
      type: 'image/png',
      content: Buffer.alloc(0),
    });
    expectApiError(empty, 400, 1);
    expect(fieldsOf(empty)).toEqual(['evidence']);
  });

  it('accepts exactly 5 MB', async () => {
    const exactly = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024 - PNG_1X1.length)]);
    const response = await postTopUp(ctx, tree.f2Admin, validFields(ctx.clock.now()), {
      name: 'vua-du.png',
      type: 'image/png',
      content: exactly,
    });

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<TTopUp>().evidence?.sizeBytes).toBe(5 * 1024 * 1024);
  });

  it('names each bad field: amount, method, reference, date, note; a bank transfer needs evidence', async () => {
    const now = ctx.clock.now();
    const cases: [Record<string, string>, string[]][] = [
      [{ amount: '0' }, ['amount']],
      [{ amount: '10000000001' }, ['amount']],
      [{ amount: '1.000.000' }, ['amount']],
      [{ amount: '-5' }, ['amount']],
      [{ method: 'crypto' }, ['method']],
      [{ transferReference: '' }, ['transferReference']],
      [{ transferDate: '2024-01-05' }, ['transferDate']],
      [{ transferDate: '31/02/2024' }, ['transferDate']],
      [{ transferDate: typedDay(now, -1) }, ['transferDate']],
      [{ transferDate: typedDay(now, 400) }, ['transferDate']],
      [{ note: 'x'.repeat(501) }, ['note']],
      [{ isAdmin: 'true' }, ['isAdmin']],
    ];
    for (const [overrides, fields] of cases) {
      const response = await postTopUp(ctx, tree.f2Admin, validFields(now, overrides), {
        name: 'a.png',
        type: 'image/png',
        content: PNG_1X1,
      });

      expectApiError(response, 400, 1);
      expectNoInternals(response);
      expect(fieldsOf(response), JSON.stringify(overrides)).toEqual(fields);
    }
    const withoutFile = await postTopUp(ctx, tree.f2Admin, validFields(now));
    expectApiError(withoutFile, 400, 1);
    expect(fieldsOf(withoutFile)).toEqual(['evidence']);
  });

  it('answers in English with X-Language en and accepts today (Vietnam time) as the transfer date', async () => {
    const response = await postTopUp(
      ctx,
      tree.f2Admin,
      validFields(ctx.clock.now(), { transferDate: typedDay(ctx.clock.now(), -1) }),
      { name: 'a.png', content: PNG_1X1 },
      { 'x-language': 'en' },
    );
    expect(expectApiError(response, 400, 1).message).toBe('Invalid input: transferDate (cannot be after today)');

    const today = await postTopUp(
      ctx,
      tree.f2Admin,
      validFields(ctx.clock.now(), { transferDate: typedDay(ctx.clock.now(), 0) }),
      { name: 'a.png', content: PNG_1X1 },
    );
    expect(today.statusCode, today.body).toBe(201);
  });

  it('refuses a second file, a repeated field, a file in another field and JSON claiming a file', async () => {
    const now = ctx.clock.now();
    const twoFiles = await ctx.app.inject({
      method: 'POST',
      url: '/api/top-ups',
      headers: { ...tree.f2Admin.auth, 'content-type': 'multipart/form-data; boundary=XX' },
      payload: [
        ...Object.entries(validFields(now)).map(
          ([name, value]) => `--XX\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
        `--XX\r\nContent-Disposition: form-data; name="evidence"; filename="a.gif"\r\nContent-Type: image/gif\r\n\r\nGIF89a\x01\x00\r\n`,
        `--XX\r\nContent-Disposition: form-data; name="evidence2"; filename="b.gif"\r\nContent-Type: image/gif\r\n\r\nGIF89a\x01\x00\r\n`,
        '--XX--\r\n',
      ].join(''),
    });
    expectApiError(twoFiles, 400, 1);
    expect(fieldsOf(twoFiles)).toEqual(['evidence']);

    const otherField = await postTopUp(ctx, tree.f2Admin, validFields(now), {
      field: 'attachment',
      name: 'a.png',
      content: PNG_1X1,
    });
    expectApiError(otherField, 400, 1);
    expect(fieldsOf(otherField)).toContain('attachment');

    const repeated = await ctx.app.inject({
      method: 'POST',
      url: '/api/top-ups',
      headers: { ...tree.f2Admin.auth, 'content-type': 'multipart/form-data; boundary=XX' },
      payload: `--XX\r\nContent-Disposition: form-data; name="amount"\r\n\r\n1\r\n--XX\r\nContent-Disposition: form-data; name="amount"\r\n\r\n2\r\n--XX--\r\n`,
    });
    expectApiError(repeated, 400, 1);
    expect(fieldsOf(repeated)).toEqual(['amount']);

    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/top-ups',
      headers: tree.f2Admin.auth,
      payload: { ...validFields(now), evidence: 'a.png' },
    });
    expectApiError(json, 400, 1);
    expect(fieldsOf(json)).toEqual(['evidence']);
  });

  it('refuses a broken multipart body and a NUL character with 400, never 500', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/top-ups',
      headers: { ...tree.f2Admin.auth, 'content-type': 'multipart/form-data; boundary=XX' },
      payload: '--XX\r\nContent-Disposition: form-data; name="amount"\r\n\r\n10',
    });
    expect(broken.statusCode, broken.body).toBe(400);
    expectNoInternals(broken);

    const nul = await postTopUp(ctx, tree.f2Admin, validFields(ctx.clock.now(), { note: 'a\u0000b' }), {
      name: 'a.png',
      content: PNG_1X1,
    });
    expectApiError(nul, 400, 1);
    expect(fieldsOf(nul)).toEqual(['note']);
  });

  it('is refused to agents (403) and to the platform, which holds no deposit (403)', async () => {
    const f1Agent = await signInAt(ctx, tree.f1Id, 'agent_f1');
    const f2Agent = await signInAt(ctx, tree.f2Id, 'agent_f2');
    for (const caller of [f1Agent, f2Agent]) {
      expectApiError(
        await postTopUp(ctx, caller, validFields(ctx.clock.now()), { name: 'a.png', content: PNG_1X1 }),
        403,
        30,
      );
    }
    expectApiError(
      await postTopUp(ctx, tree.superadmin, validFields(ctx.clock.now()), { name: 'a.png', content: PNG_1X1 }),
      403,
      30,
    );

    // An F1 agent with DEPOSIT_MANAGER may (SPEC: (DEPOSIT_MANAGER and AGENT_F1) or ADMIN_F1 or ADMIN_F2).
    const f1Accountant = await signInAt(ctx, tree.f1Id, 'agent_f1', ['AGENT_F1', 'DEPOSIT_MANAGER']);
    expect(
      (await postTopUp(ctx, f1Accountant, validFields(ctx.clock.now()), { name: 'a.png', content: PNG_1X1 }))
        .statusCode,
    ).toBe(201);
  });
});
