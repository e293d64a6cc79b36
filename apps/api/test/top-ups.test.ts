// POST /api/top-ups and the reads: a request with its evidence checked by content, the list's scope and filters, the evidence download.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TListTopUpsResponse, TTopUp, TTopUpAgenciesResponse } from '@portal/contracts';
import { vietnamToday } from '@portal/domain';
import { auditRows, expectApiError, expectNoInternals } from './support/http.js';
import { createTestContext, type TestContext } from './support/test-context.js';
import {
  agencyTree,
  createTopUp,
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

let ctx: TestContext;
let tree: AgencyTree;
beforeAll(async () => {
  ctx = await createTestContext();
  tree = await agencyTree(ctx);
});
afterAll(() => ctx.close());

type ErrorBody = { details?: { fields?: { field: string; message: string }[] } };
const fieldsOf = (response: { json<T>(): T }) =>
  (response.json<ErrorBody>().details?.fields ?? []).map((issue) => issue.field);
const get = (url: string, auth: { authorization: string }) => ctx.app.inject({ method: 'GET', url, headers: auth });
const list = (auth: { authorization: string }, query = '') => get(`/api/top-ups${query}`, auth);

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

describe('GET /api/top-ups', () => {
  let scoped: TestContext;
  let branch: AgencyTree;
  let otherBranch: AgencyTree;
  let f2Request: TTopUp;
  let f1Request: TTopUp;
  let f3Request: TTopUp;
  beforeAll(async () => {
    scoped = await createTestContext();
    branch = await agencyTree(scoped);
    otherBranch = await agencyTree(scoped);
    f1Request = await createTopUp(scoped, branch.f1Admin, { amount: '1000000' });
    scoped.clock.advance(60_000);
    f2Request = await createTopUp(scoped, branch.f2Admin, { amount: '2000000' });
    scoped.clock.advance(60_000);
    f3Request = await createTopUp(scoped, branch.f3Admin, { amount: '3000000' });
    await createTopUp(scoped, otherBranch.f2Admin, { amount: '4000000' });
  });
  afterAll(() => scoped.close());

  const listIn = (auth: { authorization: string }, query = '') =>
    scoped.app.inject({ method: 'GET', url: `/api/top-ups${query}`, headers: auth });

  it("shows an F1 its own requests and its direct sub-agencies', newest first, with who may decide", async () => {
    const response = await listIn(branch.f1Admin.auth);

    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<TListTopUpsResponse>();
    expect(page.items.map((item) => item.id)).toEqual([f2Request.id, f1Request.id]);
    expect(page).toMatchObject({ total: 2, limit: 50, offset: 0 });
    expect(page.items.map((item) => item.canDecide)).toEqual([true, false]);
    expect(page.items[0]).toMatchObject({
      agency: { id: branch.f2Id },
      amount: 2_000_000,
      requestedBy: { id: branch.f2Admin.userId },
    });
  });

  it("shows an F2 its own and its F3's; the platform its F1s'", async () => {
    expect((await listIn(branch.f2Admin.auth)).json<TListTopUpsResponse>().items.map((item) => item.id)).toEqual([
      f3Request.id,
      f2Request.id,
    ]);
    expect((await listIn(branch.f3Admin.auth)).json<TListTopUpsResponse>().items.map((item) => item.id)).toEqual([
      f3Request.id,
    ]);
    const platform = (await listIn(branch.superadmin.auth)).json<TListTopUpsResponse>();
    expect(platform.items.map((item) => item.id)).toEqual([f1Request.id]);
    expect(platform.items[0]!.canDecide).toBe(true);
  });

  it('filters by status, agency and requested day (Vietnam time), and pages with the total', async () => {
    const byAgency = (await listIn(branch.f1Admin.auth, `?agencyId=${branch.f1Id}`)).json<TListTopUpsResponse>();
    expect(byAgency.items.map((item) => item.id)).toEqual([f1Request.id]);
    // An agency whose requests the caller does not see is not found: another branch, or below a direct sub-agency.
    expectApiError(await listIn(branch.f1Admin.auth, `?agencyId=${otherBranch.f2Id}`), 404, 40);
    expectApiError(await listIn(branch.f1Admin.auth, `?agencyId=${branch.f3Id}`), 404, 40);
    expect((await listIn(branch.f1Admin.auth, '?status=confirmed')).json<TListTopUpsResponse>()).toMatchObject({
      items: [],
      total: 0,
    });
    expect((await listIn(branch.f1Admin.auth, '?status=pending')).json<TListTopUpsResponse>().total).toBe(2);

    const paged = (await listIn(branch.f1Admin.auth, '?limit=1&offset=1')).json<TListTopUpsResponse>();
    expect(paged).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(paged.items.map((item) => item.id)).toEqual([f1Request.id]);

    const today = vietnamToday(scoped.clock.now());
    const yesterday = vietnamToday(new Date(scoped.clock.now().getTime() - 86_400_000));
    expect((await listIn(branch.f1Admin.auth, `?from=${today}&to=${today}`)).json<TListTopUpsResponse>().total).toBe(2);
    expect(
      (await listIn(branch.f1Admin.auth, `?from=${yesterday}&to=${yesterday}`)).json<TListTopUpsResponse>().total,
    ).toBe(0);
  });

  it('counts a request made at 23:30 in Hà Nội on that Vietnam day, not the UTC one', async () => {
    const edge = await createTestContext();
    try {
      const edgeTree = await agencyTree(edge);
      edge.clock.set(new Date('2025-03-09T16:30:00Z')); // 23:30 on 09/03/2025 in Vietnam
      await createTopUp(edge, edgeTree.f2Admin);
      const count = async (query: string) =>
        (
          await edge.app.inject({ method: 'GET', url: `/api/top-ups${query}`, headers: edgeTree.f1Admin.auth })
        ).json<TListTopUpsResponse>().total;
      expect(await count('?from=2025-03-09&to=2025-03-09')).toBe(1);
      expect(await count('?from=2025-03-10')).toBe(0);
      expect(await count('?to=2025-03-08')).toBe(0);
    } finally {
      await edge.close();
    }
  });

  it('names bad filters: a date that is not yyyy-MM-dd, to before from, an unknown status, a limit over 200', async () => {
    for (const [query, field] of [
      ['?from=01/03/2025', 'from'],
      ['?from=2025-03-10&to=2025-03-09', 'to'],
      ['?status=paid', 'status'],
      ['?limit=201', 'limit'],
      ['?agencyId=abc', 'agencyId'],
    ] as const) {
      const response = await listIn(branch.f1Admin.auth, query);
      expectApiError(response, 400, 1);
      expect(fieldsOf(response), query).toEqual([field]);
    }
  });

  it("answers the list's agencies: own first, then the direct sub-agencies", async () => {
    const response = await scoped.app.inject({
      method: 'GET',
      url: '/api/top-ups/agencies',
      headers: branch.f1Admin.auth,
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TTopUpAgenciesResponse>().items.map((agency) => [agency.id, agency.isOwn])).toEqual([
      [branch.f1Id, true],
      [branch.f2Id, false],
    ]);
  });

  it('answers 404 for one request, or its evidence, outside the requester and its parent', async () => {
    for (const caller of [otherBranch.f1Admin, otherBranch.f2Admin, branch.f3Admin, branch.superadmin]) {
      expectApiError(
        await scoped.app.inject({ method: 'GET', url: `/api/top-ups/${f2Request.id}`, headers: caller.auth }),
        404,
        40,
      );
      expectApiError(
        await scoped.app.inject({ method: 'GET', url: `/api/top-ups/${f2Request.id}/evidence`, headers: caller.auth }),
        404,
        40,
      );
    }
    for (const caller of [branch.f1Admin, branch.f2Admin]) {
      expect(
        (
          await scoped.app.inject({ method: 'GET', url: `/api/top-ups/${f2Request.id}`, headers: caller.auth })
        ).json<TTopUp>().id,
      ).toBe(f2Request.id);
    }
  });

  it('is refused to agents (403)', async () => {
    const agent = await signInAt(scoped, branch.f2Id, 'agent_f2');
    expectApiError(await listIn(agent.auth), 403, 30);
    expectApiError(
      await scoped.app.inject({ method: 'GET', url: `/api/top-ups/${f2Request.id}/evidence`, headers: agent.auth }),
      403,
      30,
    );
  });
});

describe('GET /api/top-ups/{id}/evidence', () => {
  it('sends the stored bytes with the sniffed type, nosniff, a CSP sandbox, always as an attachment with a safe name', async () => {
    const response = await postTopUp(ctx, tree.f2Admin, validFields(ctx.clock.now()), {
      name: 'C:\\fakepath\\Sao kê <tháng 3>.PDF',
      type: 'text/html',
      content: SMALL_PDF,
    });
    const created = response.json<TTopUp>();
    expect(created.evidence?.fileName).toBe('Sao kê tháng 3.pdf');

    for (const caller of [tree.f2Admin, tree.f1Admin]) {
      const file = await get(`/api/top-ups/${created.id}/evidence`, caller.auth);

      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-security-policy']).toBe('sandbox');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="Sao ke thang 3.pdf"; filename*=UTF-8''Sao%20k%C3%AA%20th%C3%A1ng%203.pdf`,
      );
      expect(file.rawPayload.equals(SMALL_PDF)).toBe(true);
    }
    const download = await get(`/api/top-ups/${created.id}/evidence?download=1`, tree.f1Admin.auth);
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('answers 404 for a request without evidence', async () => {
    const cash = await postTopUp(ctx, tree.f2Admin, validFields(ctx.clock.now(), { method: 'cash' }));
    expectApiError(await get(`/api/top-ups/${cash.json<TTopUp>().id}/evidence`, tree.f2Admin.auth), 404, 40);
  });
});

describe('list as a whole', () => {
  it("never shows another branch's requests in the main context either", async () => {
    const other = await agencyTree(ctx);
    const foreign = await createTopUp(ctx, other.f2Admin);
    const ids = (await list(tree.f1Admin.auth, '?limit=200')).json<TListTopUpsResponse>().items.map((item) => item.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(foreign.id);
  });
});
