// Step-up before money actions: a route calls `await requireStepUp(request, 'action')`; when the caller's PIN is on (or
// an agency above requires one) the request must carry a valid X-Step-Up token, otherwise 403 code 120 with a salt.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ErrorCode, PIN_SETUP_PATH, STEP_UP_CHALLENGE_SECONDS } from '@portal/contracts';
import { tables, type Database } from '@portal/db';
import { requireAuth } from './access.js';
import { writeAudit } from './audit.js';
import { canonicalHash } from './canonical-json.js';
import type { Clock } from './clock.js';
import { AppError } from './errors.js';

/** A challenge (`c`, the salt of a 403 code 120) or a step-up token (`t`), both bound to one user, action and request. */
export type StepUpClaims = {
  kind: 'c' | 't';
  id: string;
  userId: string;
  action: string;
  fingerprint: string;
  expiresAt: Date;
};

export type StepUpCodec = {
  sign(claims: StepUpClaims): string;
  /** The claims when the text is ours, of that kind and not expired; otherwise why not. */
  read(
    text: string,
    kind: StepUpClaims['kind'],
    now: Date,
  ): { claims: StepUpClaims } | { problem: 'invalid' | 'expired' };
};

/** Now plus a life, to the whole second the signed claims carry (so what is announced is exactly what is checked). */
export function expiryAfter(now: Date, seconds: number): Date {
  return new Date(Math.floor(now.getTime() / 1000 + seconds) * 1000);
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/** HMAC-SHA256 signed, with a key derived from the server secret so it never equals the access-token key. */
export function createStepUpCodec(secret: string): StepUpCodec {
  const key = createHmac('sha256', secret).update('portal/step-up/v1').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    sign(claims) {
      const payload = base64url(
        JSON.stringify({
          k: claims.kind,
          i: claims.id,
          u: claims.userId,
          a: claims.action,
          f: claims.fingerprint,
          e: Math.floor(claims.expiresAt.getTime() / 1000),
        }),
      );
      return `${payload}.${base64url(mac(payload))}`;
    },
    read(text, kind, now) {
      const [payload, signature, extra] = text.split('.');
      if (!payload || !signature || extra !== undefined) return { problem: 'invalid' };
      const expected = mac(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { problem: 'invalid' };
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
      } catch {
        return { problem: 'invalid' };
      }
      const { k, i, u, a, f, e } = body;
      if (
        k !== kind ||
        typeof i !== 'string' ||
        typeof u !== 'string' ||
        typeof a !== 'string' ||
        typeof f !== 'string' ||
        typeof e !== 'number'
      ) {
        return { problem: 'invalid' };
      }
      const expiresAt = new Date(e * 1000);
      if (expiresAt.getTime() <= now.getTime()) return { problem: 'expired' };
      return { claims: { kind, id: i, userId: u, action: a, fingerprint: f, expiresAt } };
    },
  };
}

/** What the request asks for — method, route, parameters, query and validated body — so a token serves that request only. */
export function requestFingerprint(request: FastifyRequest): string {
  const shape = {
    method: request.method,
    route: request.routeOptions.url,
    params: request.params ?? null,
    query: request.query ?? null,
    body: request.body ?? null,
  };
  return canonicalHash(shape).slice(0, 32);
}

export type StepUpStatus = { isPinEnabled: boolean; isRequired: boolean };

/** The user's PIN and whether their agency or any agency above it (at most three levels up) requires a PIN. */
export async function loadStepUpStatus(db: Database, userId: string): Promise<StepUpStatus> {
  const { users, agencies, userPins } = tables;
  const a0 = alias(agencies, 'a0');
  const a1 = alias(agencies, 'a1');
  const a2 = alias(agencies, 'a2');
  const a3 = alias(agencies, 'a3');
  const [row] = await db
    .select({ s0: a0.settings, s1: a1.settings, s2: a2.settings, s3: a3.settings, isPinEnabled: userPins.isEnabled })
    .from(users)
    .innerJoin(a0, eq(a0.id, users.agencyId))
    .leftJoin(a1, eq(a1.id, a0.parentId))
    .leftJoin(a2, eq(a2.id, a1.parentId))
    .leftJoin(a3, eq(a3.id, a2.parentId))
    .leftJoin(userPins, eq(userPins.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return { isPinEnabled: false, isRequired: false };
  const isRequired = [row.s0, row.s1, row.s2, row.s3].some((settings) => settings?.isPinRequired === true);
  return { isPinEnabled: row.isPinEnabled === true, isRequired };
}

export type StepUpGuard = {
  /** Resolves when the request may go on; throws 403 code 120 (with a new salt) or 403 code 123 otherwise. */
  require(request: FastifyRequest, action: string): Promise<void>;
};

export type StepUpDeps = { db: Database; clock: Clock; codec: StepUpCodec };

/** Marks a token used, once: the PIN row is locked so two requests with one token cannot both pass. */
async function consumeToken(
  db: Database,
  claims: StepUpClaims,
  context: { agencyId: string; ipAddress: string; route: string; now: Date },
): Promise<boolean> {
  const { userPins, auditLog } = tables;
  return db.transaction(async (tx) => {
    await tx.select({ userId: userPins.userId }).from(userPins).where(eq(userPins.userId, claims.userId)).for('update');
    const [used] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actorUserId, claims.userId),
          eq(auditLog.event, 'pin.step_up_used'),
          eq(auditLog.targetId, claims.id),
        ),
      )
      .limit(1);
    if (used) return false;
    await writeAudit(tx, {
      event: 'pin.step_up_used',
      actorUserId: claims.userId,
      agencyId: context.agencyId,
      targetType: 'step_up_token',
      targetId: claims.id,
      ipAddress: context.ipAddress,
      details: { action: claims.action, route: context.route },
      at: context.now,
    });
    return true;
  });
}

function presentedToken(request: FastifyRequest): string | undefined {
  const value = request.headers['x-step-up'];
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.length <= 1024 ? text : undefined;
}

export function createStepUpGuard(deps: StepUpDeps): StepUpGuard {
  const { db, clock, codec } = deps;
  return {
    async require(request, action) {
      const auth = requireAuth(request);
      const status = await loadStepUpStatus(db, auth.userId);
      if (!status.isPinEnabled) {
        if (!status.isRequired) return;
        throw new AppError({
          status: 403,
          code: ErrorCode.PIN_SETUP_REQUIRED,
          messageKey: 'pinSetupRequired',
          params: { path: PIN_SETUP_PATH },
          details: { setupPath: PIN_SETUP_PATH },
        });
      }
      const now = clock.now();
      const fingerprint = requestFingerprint(request);
      const presented = presentedToken(request);
      let reason: 'missing' | 'invalid' | 'expired' | 'mismatch' | 'used' = 'missing';
      if (presented) {
        const read = codec.read(presented, 't', now);
        if ('problem' in read) reason = read.problem;
        else if (
          read.claims.userId !== auth.userId ||
          read.claims.action !== action ||
          read.claims.fingerprint !== fingerprint
        )
          reason = 'mismatch';
        else if (
          await consumeToken(db, read.claims, {
            agencyId: auth.agencyId,
            ipAddress: request.ip,
            route: request.routeOptions.url ?? '',
            now,
          })
        )
          return;
        else reason = 'used';
      }
      const expiresAt = expiryAfter(now, STEP_UP_CHALLENGE_SECONDS);
      const salt = codec.sign({ kind: 'c', id: randomUUID(), userId: auth.userId, action, fingerprint, expiresAt });
      throw new AppError({
        status: 403,
        code: ErrorCode.STEP_UP_REQUIRED,
        messageKey: 'stepUpRequired',
        details: { salt, expiresAt: expiresAt.toISOString(), reason },
      });
    },
  };
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    stepUp: StepUpGuard;
  }
}

export function registerStepUp(app: FastifyInstance, guard: StepUpGuard): void {
  app.decorate('stepUp', guard);
}

/**
 * The one line a money route adds before acting, after its input is validated: `await requireStepUp(request, 'ticket.issue')`.
 * Users without a PIN, in agencies that do not require one, pass straight through.
 */
export function requireStepUp(request: FastifyRequest, action: string): Promise<void> {
  return request.server.stepUp.require(request, action);
}
