// The auth module put together: sign-in, tokens and passwords, its routes under /auth.
import type { FastifyInstance } from 'fastify';
import type { Database } from '@portal/db';
import type { Clock } from '../../platform/clock.js';
import type { TokenSigner } from '../../platform/tokens.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService } from './auth.service.js';
import { createPasswordService } from './password.service.js';
import { createDeviceCodec } from './known-device.js';

export type AuthModuleDeps = {
  db: Database;
  /** The database whose commits dispatch queued account mail (reset codes) at once. */
  mailingDb: Database;
  clock: Clock;
  signer: TokenSigner;
  refreshTokenTtlDays: number;
  refreshReuseGraceSeconds: number;
  /** The secret the known-device cookie is signed with (a key is derived from it for that use only). */
  deviceCookieSecret: string;
  isCookieSecure: boolean;
  /** Demo mode only: where the emailed reset code is also shown. */
  revealCodeInDemo?: (message: string) => void;
};

export function createAuthModule(deps: AuthModuleDeps) {
  const { db, clock, signer, refreshTokenTtlDays } = deps;
  const auth = createAuthService({
    db,
    signer,
    clock,
    refreshTokenTtlDays,
    refreshReuseGraceSeconds: deps.refreshReuseGraceSeconds,
    devices: createDeviceCodec(deps.deviceCookieSecret),
  });
  const passwords = createPasswordService({
    db: deps.mailingDb,
    clock,
    signer,
    revealCodeInDemo: deps.revealCodeInDemo,
  });
  const routes = authRoutes({ auth, passwords, refreshTokenTtlDays, isCookieSecure: deps.isCookieSecure });
  return {
    routes: async (app: FastifyInstance) => {
      await app.register(routes, { prefix: '/auth' });
    },
  };
}
