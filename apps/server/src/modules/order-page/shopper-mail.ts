import { formatPrice, type Language, type OrderStatus, orderStatusLabel } from '@vitrine/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { orders, shops } from '../../db/schema.js';
import type { ChangeEvents } from '../../events/changes.js';
import { simpleHtml, simpleText } from '../mail/html.js';
import { mailLanguage } from '../mail/language.js';
import type { MailMessage } from '../mail/mailer.js';
import type { MailQueue } from '../mail/queue.js';
import { minorToNumber, toMinor } from '../shared/money.js';
import { cancelReasonOf } from './service.js';
import { orderPageUrl } from './token.js';

/**
 * Mails to the shopper, when they gave an address and SMTP is set: the confirmation with
 * their order's link, and one at each change of its status, in the language they ordered in.
 * Queued in the database once the change is committed (the outbox's sender retries while the mail
 * server is away); the answer never waits for it.
 */
interface ShopperMails {
  placed(orderId: number, origin: string): void;
  moved(orderId: number, origin: string): void;
}

interface Facts {
  shopName: string;
  orderNumber: string;
  total: string;
  status: string;
  /** UPI or Pix while the order waits for its payment; null for cash. */
  payAhead: 'UPI' | 'Pix' | null;
  /** The shop's reason, for an order it cancelled with a note; null otherwise. */
  reason?: string | null;
}

type StatusName = OrderStatus | 'ready_for_pickup';

interface Texts {
  placedSubject: (f: Facts) => string;
  placed: (f: Facts) => string[];
  /** For an order paid by QR: where the code to pay it is. */
  payAhead: (f: Facts) => string;
  movedSubject: (f: Facts) => string;
  moved: (f: Facts) => string[];
  /** The shop's reason for cancelling, after the news. */
  reason: (f: Facts) => string;
  button: string;
  statuses: Record<StatusName, string>;
}

const texts: Record<Language, Texts> = {
  en: {
    payAhead: (f) => `Pay ${f.total} by ${f.payAhead}: the QR code and the payment link are on your order's page.`,
    placedSubject: (f) => `Your order ${f.orderNumber} at ${f.shopName}`,
    placed: (f) => [`Thank you for your order at ${f.shopName}.`, `Order: ${f.orderNumber}`, `Total: ${f.total}`],
    movedSubject: (f) => `Your order ${f.orderNumber}: ${f.status}`,
    moved: (f) => [`Your order ${f.orderNumber} at ${f.shopName} is now: ${f.status}.`],
    reason: (f) => `Reason given by ${f.shopName}: ${f.reason}`,
    button: 'See your order',
    statuses: {
      pending: 'received',
      confirmed: 'confirmed',
      shipped: 'on its way',
      ready_for_pickup: 'ready for pickup',
      delivered: 'delivered',
      cancelled: 'cancelled',
    },
  },
  de: {
    payAhead: (f) =>
      `Bezahlen Sie ${f.total} per ${f.payAhead}: QR-Code und Zahlungslink finden Sie auf der Seite Ihrer Bestellung.`,
    placedSubject: (f) => `Ihre Bestellung ${f.orderNumber} bei ${f.shopName}`,
    placed: (f) => [
      `Vielen Dank für Ihre Bestellung bei ${f.shopName}.`,
      `Bestellung: ${f.orderNumber}`,
      `Summe: ${f.total}`,
    ],
    movedSubject: (f) => `Ihre Bestellung ${f.orderNumber}: ${f.status}`,
    moved: (f) => [`Ihre Bestellung ${f.orderNumber} bei ${f.shopName} ist jetzt: ${f.status}.`],
    reason: (f) => `Grund von ${f.shopName}: ${f.reason}`,
    button: 'Bestellung ansehen',
    statuses: {
      pending: 'eingegangen',
      confirmed: 'bestätigt',
      shipped: 'unterwegs',
      ready_for_pickup: 'abholbereit',
      delivered: 'geliefert',
      cancelled: 'storniert',
    },
  },
  fr: {
    payAhead: (f) =>
      `Payez ${f.total} par ${f.payAhead} : le QR code et le lien de paiement sont sur la page de votre commande.`,
    placedSubject: (f) => `Votre commande ${f.orderNumber} chez ${f.shopName}`,
    placed: (f) => [
      `Merci pour votre commande chez ${f.shopName}.`,
      `Commande : ${f.orderNumber}`,
      `Total : ${f.total}`,
    ],
    movedSubject: (f) => `Votre commande ${f.orderNumber} : ${f.status}`,
    moved: (f) => [`Votre commande ${f.orderNumber} chez ${f.shopName} est maintenant : ${f.status}.`],
    reason: (f) => `Motif donné par ${f.shopName} : ${f.reason}`,
    button: 'Voir votre commande',
    statuses: {
      pending: 'reçue',
      confirmed: 'confirmée',
      shipped: 'en route',
      ready_for_pickup: 'prête à retirer',
      delivered: 'livrée',
      cancelled: 'annulée',
    },
  },
  pt: {
    payAhead: (f) =>
      `Pague ${f.total} por ${f.payAhead}: o código QR e o link de pagamento estão na página do seu pedido.`,
    placedSubject: (f) => `Seu pedido ${f.orderNumber} em ${f.shopName}`,
    placed: (f) => [`Obrigado pelo seu pedido em ${f.shopName}.`, `Pedido: ${f.orderNumber}`, `Total: ${f.total}`],
    movedSubject: (f) => `Seu pedido ${f.orderNumber}: ${f.status}`,
    moved: (f) => [`Seu pedido ${f.orderNumber} em ${f.shopName} agora está: ${f.status}.`],
    reason: (f) => `Motivo indicado por ${f.shopName}: ${f.reason}`,
    button: 'Ver seu pedido',
    statuses: {
      pending: 'recebido',
      confirmed: 'confirmado',
      shipped: 'a caminho',
      ready_for_pickup: 'pronto para retirada',
      delivered: 'entregue',
      cancelled: 'cancelado',
    },
  },
};

/** One mail about an order, for its shopper, in their language. */
export function shopperMail(kind: 'placed' | 'moved', to: string, facts: Facts, link: string, language: Language) {
  const t = texts[language];
  const mail = {
    lang: language,
    before:
      kind === 'placed'
        ? [...t.placed(facts), ...(facts.payAhead ? [t.payAhead(facts)] : [])]
        : [...t.moved(facts), ...(facts.reason ? [t.reason(facts)] : [])],
    link: { href: link, label: t.button },
  };
  const subject = kind === 'placed' ? t.placedSubject(facts) : t.movedSubject(facts);
  return { to, subject, text: simpleText(mail), html: simpleHtml(mail) } satisfies MailMessage;
}

/**
 * Mails the shopper (when the order has an e-mail and SMTP is configured) on each of their order's
 * news: placed, then every change of status, by the owner or by the shopper. Only the instance
 * that made the change queues it, so one mail per change however many instances run.
 */
export function mailShoppersOrderNews(
  events: ChangeEvents,
  db: Db,
  mailer: MailQueue,
  secret: string,
  log: FastifyBaseLogger,
): void {
  if (!mailer.delivers) return;
  const mails = shopperMails(db, mailer, secret, log);
  events.subscribe((event, source) => {
    if (source !== 'local' || !('origin' in event) || !event.origin) return;
    if (event.type === 'order.placed') mails.placed(event.orderId, event.origin);
    else if (event.type === 'order.moved') mails.moved(event.orderId, event.origin);
  });
}

function shopperMails(db: Db, mailer: MailQueue, secret: string, log: FastifyBaseLogger): ShopperMails {
  const send = async (kind: 'placed' | 'moved', orderId: number, origin: string) => {
    const [row] = await db
      .select({ order: orders, shopName: shops.shopName, shopUrl: shops.shopCatalogueUrl })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(eq(orders.id, orderId));
    const to = row?.order.customerEmail.trim();
    if (!row || !to) return;
    const o = row.order;
    const language = mailLanguage(o.language);
    const facts: Facts = {
      shopName: row.shopName,
      orderNumber: o.orderNumber,
      total: formatPrice(minorToNumber(toMinor(o.total)), o.currencyCode, language),
      status: texts[language].statuses[orderStatusLabel(o.orderStatus as OrderStatus, o.deliveryType) as StatusName],
      payAhead: o.paymentPayload && o.paymentStatus === 'unpaid' ? (o.paymentMethod === 'upi' ? 'UPI' : 'Pix') : null,
      reason: kind === 'moved' ? await cancelReasonOf(db, o.id, o.orderStatus as OrderStatus) : null,
    };
    const link = orderPageUrl(origin, row.shopUrl, { id: o.id, orderNumber: o.orderNumber }, secret);
    await mailer.send(shopperMail(kind, to, facts, link, language));
  };
  // One after another, in the order the news came: a shopper's "confirmed" is queued before the
  // "shipped" that followed it at once, and the outbox sends them in the order they were queued.
  let queued: Promise<void> = Promise.resolve();
  const later = (kind: 'placed' | 'moved') => (orderId: number, origin: string) => {
    // setImmediate: the answer to the checkout or the change goes out first, whatever the mail does.
    setImmediate(() => {
      queued = queued
        .then(() => send(kind, orderId, origin))
        .catch((err) => log.error({ err, orderId }, `the shopper's ${kind} mail could not be queued`));
    });
  };
  return { placed: later('placed'), moved: later('moved') };
}
