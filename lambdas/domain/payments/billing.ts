import type * as z from 'zod';
import { apiMessages } from '@shared/constants/messages';
import { paymentMessages } from '@shared/constants/payments';
import type { invoicesDto, transactionsDto } from '@shared/schemas/payments';
import { eventPayments } from '../../data/event-payments';
import { users } from '../../data/users';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { callStripe, stripe } from '../../lib/stripe';
import type { Caller } from '../../lib/caller';

const PAGE = 20;

/** The caller's invoices (they are the customer), newest first, a page at a time. */
export async function listInvoices(user: Caller, after: string | undefined): Promise<z.infer<typeof invoicesDto>> {
  const customer = (await users.get(user.uid))?.stripeCustomerId;
  if (!customer) return { items: [], next: null };
  const page = await callStripe(
    'invoices.list',
    async () => (await stripe()).invoices.list({ customer, limit: PAGE, ...(after ? { starting_after: after } : {}) }),
    paymentMessages.stripeUnavailable,
  ).catch((error: unknown) => {
    // Stripe knows no such invoice among the customer's: the cursor is what is wrong, not Stripe.
    if (after && error instanceof NotFoundError) {
      throw new BadRequestError(`${apiMessages.invalidInput}: after`, [{ path: 'query.after', message: 'This list moved on: start again from the first page' }]);
    }
    throw error;
  });
  return {
    items: page.data.map((i) => ({
      id: i.id ?? '',
      number: i.number ?? null,
      status: i.status ?? null,
      description: i.description ?? i.lines?.data[0]?.description ?? null,
      total: i.total,
      currency: i.currency,
      created: i.created * 1000,
      hostedInvoiceUrl: i.hosted_invoice_url ?? null,
      pdfUrl: i.invoice_pdf ?? null,
    })),
    next: page.has_more ? (page.data.at(-1)?.id ?? null) : null,
  };
}

/** Payments the caller made, and payments received on their payout account, newest first. */
export async function listTransactions(user: Caller): Promise<z.infer<typeof transactionsDto>> {
  const me = await users.get(user.uid);
  const customer = me?.stripeCustomerId;
  const account = me?.stripeId;
  const [paid, received, games] = await Promise.all([
    customer
      ? callStripe(
          'charges.list',
          async () => (await stripe()).charges.list({ customer, limit: 50 }),
          paymentMessages.stripeUnavailable,
        )
      : Promise.resolve({ data: [] }),
    account
      ? callStripe(
          'charges.list (account)',
          async () => (await stripe()).charges.list({ limit: 50 }, { stripeAccount: account }),
          paymentMessages.stripeUnavailable,
        )
      : Promise.resolve({ data: [] }),
    eventPayments.ofUser(user.uid),
  ]);
  // What the caller paid for games (card at Checkout, or cash the organiser recorded), from our own record.
  const gameRows = games
    .filter((p) => p.status === 'paid' || p.status === 'refunded')
    .map((p) => ({
      id: p.paymentId,
      direction: 'paid' as const,
      description: `${p.eventTitle ?? 'Game'} (${p.method === 'cash' ? 'cash' : 'card'})`,
      amount: p.amount,
      currency: p.currency,
      status: p.status === 'refunded' ? 'refunded' : 'succeeded',
      created: Date.parse(p.paidAt ?? p.createdAt ?? '') || 0,
      receiptUrl: null,
    }));
  const rows = [
    ...paid.data.map((c) => ({ c, direction: 'paid' as const })),
    ...received.data.map((c) => ({ c, direction: 'received' as const })),
  ];
  return {
    items: rows
      .map(({ c, direction }) => ({
        id: c.id,
        direction,
        description: c.description ?? null,
        amount: c.amount,
        currency: c.currency,
        status: c.refunded ? 'refunded' : c.status,
        created: c.created * 1000,
        receiptUrl: c.receipt_url ?? null,
      }))
      .concat(gameRows)
      .sort((a, b) => b.created - a.created),
  };
}
