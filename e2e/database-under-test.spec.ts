// Each project's server runs on the database the project names (PGlite or PostgreSQL), so a journey on "postgres" is one.
import { expect, test } from '@playwright/test';

test('the server under test runs on the database this project names', async ({ request }, testInfo) => {
  const health = await (await request.get('/api/health')).json();
  expect(health).toMatchObject({ status: 'ok', database: testInfo.project.name });
});
