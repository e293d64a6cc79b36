// A consumer's eSIM order from the storefront (decision 137): robots refused, the contact checked with the same rules
// as the browser, the price taken from the current catalogue on the server, and a B2C order of kind 'esim' made with
// its notice to the agency. Nothing is bought and no money moves: the consumer pays the agency first (decision 138).
import type { TStorefrontEsimOrder, TStorefrontEsimOrderResponse } from '@portal/contracts';
import { consumerEsimContactProblems, normalisedVietnameseMobile } from '@portal/domain';
import type { Database } from '@portal/db';
import type { Clock } from '../../../platform/clock.js';
import { invalidFields, type FieldIssue } from '../../../platform/field-error.js';
import type { Language } from '../../../platform/messages.js';
import type { OrderMailSettings } from '../orders/order-mail.js';
import { createB2cOrder } from '../orders/create-order.js';
import { esimPackageLabel, type ConsumerEsimCatalogue } from './esim-catalogue.js';
import type { FormGuard } from './form-guard.js';
import type { PublicSite } from './public-site.js';

export type EsimOrderDeps = {
  db: Database;
  clock: Clock;
  formGuard: FormGuard;
  catalogue: ConsumerEsimCatalogue;
  /** The confirmation link and mail of the order. */
  mail: OrderMailSettings;
};

const NOT_SOLD = { vi: 'Gói eSIM này không còn bán', en: 'This eSIM package is no longer sold' };

export function createStorefrontEsimOrders(deps: EsimOrderDeps) {
  /** 400 naming every field at fault (or the honeypot/token); the booked order otherwise. */
  async function submit(
    site: PublicSite,
    input: TStorefrontEsimOrder,
    language: Language,
  ): Promise<TStorefrontEsimOrderResponse> {
    const now = deps.clock.now();
    deps.formGuard.check({ slug: site.slug, formToken: input.formToken, website: input.website, now });
    const problems: FieldIssue[] = consumerEsimContactProblems(input.contact, language);
    const priced = await deps.catalogue.priced(site, input.packageId);
    if (!priced) problems.unshift({ field: 'packageId', message: NOT_SOLD[language] });
    if (problems.length > 0 || !priced) throw invalidFields(problems);
    const { entry, agencyCost } = priced;
    const totalAmount = entry.price * input.quantity;
    const name = esimPackageLabel(entry, 'vi');
    const order = await deps.db.transaction((tx) =>
      createB2cOrder(
        tx,
        {
          mail: deps.mail,
          agencyId: site.agencyId,
          kind: 'esim',
          contact: {
            name: input.contact.name.replace(/\s+/g, ' ').trim(),
            phone: normalisedVietnameseMobile(input.contact.phone),
            email: input.contact.email.trim(),
          },
          totalAmount,
          // The agency's margin at today's cost; what the deposit pays is read again when the agency issues it.
          serviceFee: Math.max(0, totalAmount - agencyCost * input.quantity),
          summary: `eSIM ${name} × ${input.quantity}`,
          details: {
            lines: [
              {
                productId: entry.id,
                name,
                nameEn: esimPackageLabel(entry, 'en'),
                quantity: input.quantity,
                unitPrice: entry.price,
              },
            ],
            language,
          },
        },
        now,
      ),
    );
    return {
      status: 'booked',
      orderCode: order.orderNumber,
      confirmationPath: deps.mail.links.pathOf(order),
      totalAmount: order.totalAmount,
    };
  }
  return { submit };
}

export type StorefrontEsimOrders = ReturnType<typeof createStorefrontEsimOrders>;
