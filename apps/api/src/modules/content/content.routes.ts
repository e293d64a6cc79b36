// HTTP routes of banners (SPEC §2 /banner), support contacts (/agent/online-support*) and the agency's anniversary.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAnniversaryResponse,
  ZBanner,
  ZBannerIdParams,
  ZBannerWriteRequest,
  ZCurrentBannersQuery,
  ZListBannersResponse,
  ZListSupportContactsResponse,
  ZSupportContact,
  ZSupportContactIdParams,
  ZSupportContactWriteRequest,
  ZUpdateAnniversaryRequest,
} from '@portal/contracts';
import { anyOf, ruleOf } from '@portal/domain';
import { allowedBy, signedIn } from '../../platform/access.js';
import { ownItemRoutes } from '../../platform/own-item-routes.js';
import { requestContext } from '../../platform/request-context.js';
import type { AnniversaryService } from './anniversary.service.js';
import type { BannerService } from './banners.service.js';
import type { SupportContactService } from './support-contacts.service.js';

export function contentRoutes(deps: {
  banners: BannerService;
  supportContacts: SupportContactService;
  anniversary: AnniversaryService;
}) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['content'];
    const bannerAccess = allowedBy(ruleOf('/banner'));
    const supportAccess = allowedBy(ruleOf('/agent/change-online-support'));

    api.get(
      '/banners/current',
      {
        config: { access: signedIn },
        schema: {
          tags,
          summary:
            "The banners addressed to the caller's agency at a placement, scheduled now, in order (the carousel)",
          querystring: ZCurrentBannersQuery,
          response: { 200: ZListBannersResponse },
        },
      },
      async (request) => ({ items: await deps.banners.current(requestContext(request), request.query.placement) }),
    );

    api.get(
      '/banners',
      {
        config: { access: bannerAccess },
        schema: {
          tags,
          summary: "The caller's agency's banners in every state",
          response: { 200: ZListBannersResponse },
        },
      },
      async (request) => ({ items: await deps.banners.listOwn(requestContext(request)) }),
    );

    ownItemRoutes(app, {
      path: '/banners',
      tags,
      params: ZBannerIdParams,
      body: ZBannerWriteRequest,
      item: ZBanner,
      service: { ...deps.banners, get: deps.banners.getOwn },
      read: { access: bannerAccess, summary: "One banner of the caller's agency" },
      write: {
        access: bannerAccess,
        summaries: {
          create: "Adds a banner of the caller's agency",
          update: "Changes a banner of the caller's agency",
          remove: "Deletes a banner of the caller's agency",
        },
      },
    });

    api.get(
      '/support-contacts/visible',
      {
        config: { access: allowedBy(ruleOf('/agent/online-support-config')) },
        schema: {
          tags,
          summary: "The support contacts of the caller's agency and of the agencies above it (the support button)",
          response: { 200: ZListSupportContactsResponse },
        },
      },
      async (request) => ({ items: await deps.supportContacts.visible(requestContext(request)) }),
    );

    api.get(
      '/support-contacts',
      {
        config: { access: supportAccess },
        schema: {
          tags,
          summary: "The support contacts the caller's agency shows its network",
          response: { 200: ZListSupportContactsResponse },
        },
      },
      async (request) => ({ items: await deps.supportContacts.listOwn(requestContext(request)) }),
    );

    ownItemRoutes(app, {
      path: '/support-contacts',
      tags,
      params: ZSupportContactIdParams,
      body: ZSupportContactWriteRequest,
      item: ZSupportContact,
      service: { ...deps.supportContacts, get: deps.supportContacts.getOwn },
      read: { access: supportAccess, summary: "One support contact of the caller's agency" },
      write: {
        access: supportAccess,
        summaries: {
          create: "Adds a support contact of the caller's agency",
          update: "Changes a support contact of the caller's agency",
          remove: "Deletes a support contact of the caller's agency",
        },
      },
    });

    api.get(
      '/agency-anniversary',
      {
        config: { access: signedIn },
        schema: {
          tags,
          summary: "The caller's agency's founding day and whether today is its anniversary",
          response: { 200: ZAnniversaryResponse },
        },
      },
      async (request) => deps.anniversary.get(requestContext(request)),
    );

    api.put(
      '/agency-anniversary',
      {
        config: { access: allowedBy(anyOf('ADMIN_F1', 'ADMIN_F2')) },
        schema: {
          tags,
          summary: "Sets or clears the caller's own agency's founding day (an agency setting)",
          body: ZUpdateAnniversaryRequest,
          response: { 200: ZAnniversaryResponse },
        },
      },
      async (request) => deps.anniversary.set(requestContext(request), request.body.foundedOn),
    );
  };
}
