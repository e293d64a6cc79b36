// GET /api/esim/products: the vendor's catalogue priced per chain — an F1 pays the net, an F2 the net + the F1's fee,
// an F3 the net + both fees (chainFee), named in Vietnamese and English; one product by id; USE_ESIM required.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS } from '@portal/domain';
import type { TEsimProduct } from '@portal/contracts';
import { signInAs } from './support/test-context.js';
import { closeEsimApp, esimChain, jsonOf, productsFor, startEsimApp, type EsimApp } from './support/esim.js';

let app: EsimApp;
beforeAll(async () => {
  app = await startEsimApp();
});
afterAll(() => closeEsimApp(app));

const userAt = async (agencyId: string, role: 'admin_f1' | 'admin_f2') => {
  const user = await app.ctx.newUser({
    agencyId,
    role,
    permissions: [...new Set([...DEFAULT_ROLE_PERMISSIONS[role], 'USE_ESIM'])],
  });
  return signInAs(app.ctx, user.username, user.password);
};

describe('GET /api/esim/products', () => {
  it('prices each package for the caller: F1 net, F2 net + F1 fee, F3 net + both fees', async () => {
    const chain = await esimChain(app.ctx, { f1Fee: 15_000, f2Fee: 30_000 });
    const f1 = await productsFor(app, await userAt(chain.f1, 'admin_f1'));
    const f2 = await productsFor(app, await userAt(chain.f2, 'admin_f2'));
    const f3 = await productsFor(app, chain.agent);
    expect(f1.length).toBeGreaterThan(10);
    f1.forEach((product, index) => {
      expect(product.chainFee).toBe(0);
      expect(f2[index]).toMatchObject({ id: product.id, chainFee: 15_000, unitPrice: product.unitPrice + 15_000 });
      expect(f3[index]).toMatchObject({ id: product.id, chainFee: 45_000, unitPrice: product.unitPrice + 45_000 });
    });
    const japan = f3.find((product) => product.coverage.type === 'country' && product.coverage.code === 'JP');
    expect(japan).toMatchObject({ destinationVi: 'Nhật Bản', destinationEn: 'Japan', system: 'ESH' });
    const one = jsonOf<TEsimProduct>(await app.api.product(chain.agent, japan!.id));
    expect(one).toEqual(japan);
    expect((await app.api.product(chain.agent, 'no-such-package')).statusCode).toBe(404);
  });

  it('answers 403 without USE_ESIM', async () => {
    const chain = await esimChain(app.ctx);
    // An F2 administrator whose codes are its role's (which hold USE_ESIM) less USE_ESIM.
    const permissions = DEFAULT_ROLE_PERMISSIONS.admin_f2.filter((code) => code !== 'USE_ESIM');
    const user = await app.ctx.newUser({ agencyId: chain.f2, role: 'admin_f2', permissions });
    const who = await signInAs(app.ctx, user.username, user.password);
    expect((await app.api.products(who)).statusCode).toBe(403);
  });
});
