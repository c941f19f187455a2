import { formatPrice, type Language } from '@vitrine/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { orders, shops, users } from '../../db/schema.js';
import type { ChangeEvents } from '../../events/changes.js';
import { simpleHtml, simpleText } from '../mail/html.js';
import { mailLanguage } from '../mail/language.js';
import type { MailMessage } from '../mail/mailer.js';
import type { MailQueue } from '../mail/queue.js';
import { minorToNumber, toMinor } from '../shared/money.js';

/** What the new-order mail says. */
interface OrderMailFacts {
  shopName: string;
  orderNumber: string;
  total: string;
  customerName: string;
  /** How the customer pays: cash, or UPI or Pix (the owner watches for the money). */
  payment: 'cod' | 'upi' | 'pix';
  link: string;
}

interface OrderTexts {
  subject: (f: OrderMailFacts) => string;
  lines: (f: OrderMailFacts) => string[];
  /** "Payment: …", with a reminder to mark a QR payment paid once it arrives. */
  payment: Record<OrderMailFacts['payment'], string>;
  button: string;
}

/** The new-order mail in each of the product's languages. */
const texts: Record<Language, OrderTexts> = {
  en: {
    subject: (f) => `New order ${f.orderNumber} at ${f.shopName}`,
    lines: (f) => [
      `${f.shopName} has a new order.`,
      `Order: ${f.orderNumber}`,
      `Customer: ${f.customerName}`,
      `Total: ${f.total}`,
    ],
    payment: {
      cod: 'Payment: cash',
      upi: 'Payment: UPI (mark it paid once the money arrives)',
      pix: 'Payment: Pix (mark it paid once the money arrives)',
    },
    button: 'Open the order',
  },
  de: {
    subject: (f) => `Neue Bestellung ${f.orderNumber} bei ${f.shopName}`,
    lines: (f) => [
      `${f.shopName} hat eine neue Bestellung.`,
      `Bestellung: ${f.orderNumber}`,
      `Kunde: ${f.customerName}`,
      `Summe: ${f.total}`,
    ],
    payment: {
      cod: 'Zahlung: bar',
      upi: 'Zahlung: UPI (als bezahlt markieren, sobald das Geld da ist)',
      pix: 'Zahlung: Pix (als bezahlt markieren, sobald das Geld da ist)',
    },
    button: 'Bestellung öffnen',
  },
  fr: {
    subject: (f) => `Nouvelle commande ${f.orderNumber} chez ${f.shopName}`,
    lines: (f) => [
      `${f.shopName} a une nouvelle commande.`,
      `Commande : ${f.orderNumber}`,
      `Client : ${f.customerName}`,
      `Total : ${f.total}`,
    ],
    payment: {
      cod: 'Paiement : espèces',
      upi: 'Paiement : UPI (marquez-la payée dès réception)',
      pix: 'Paiement : Pix (marquez-la payée dès réception)',
    },
    button: 'Ouvrir la commande',
  },
  pt: {
    subject: (f) => `Nova encomenda ${f.orderNumber} em ${f.shopName}`,
    lines: (f) => [
      `${f.shopName} tem uma nova encomenda.`,
      `Encomenda: ${f.orderNumber}`,
      `Cliente: ${f.customerName}`,
      `Total: ${f.total}`,
    ],
    payment: {
      cod: 'Pagamento: dinheiro',
      upi: 'Pagamento: UPI (marque como pago quando o dinheiro chegar)',
      pix: 'Pagamento: Pix (marque como pago quando o dinheiro chegar)',
    },
    button: 'Abrir a encomenda',
  },
};

export function newOrderMail(to: string, facts: OrderMailFacts, language: Language): MailMessage {
  const t = texts[language];
  const mail = {
    lang: language,
    before: [...t.lines(facts), t.payment[facts.payment]],
    link: { href: facts.link, label: t.button },
  };
  return { to, subject: t.subject(facts), text: simpleText(mail), html: simpleHtml(mail) };
}

/**
 * Mails the shop's `order_notification_email` about each new order (`order.placed`), in the
 * owner's language, when SMTP is configured (the .eml outbox is for reset links only). Only the
 * instance that placed the order queues it, so one mail per order however many instances run. It
 * is queued in the database as soon as the committed order's event arrives, before any sending,
 * and the mail outbox's sender retries it while the mail server is away; the checkout never waits.
 */
export function mailOwnersNewOrders(events: ChangeEvents, db: Db, mailer: MailQueue, log: FastifyBaseLogger): void {
  if (!mailer.delivers) return;
  const notify = async (orderId: number, origin: string) => {
    const [row] = await db
      .select({
        to: shops.orderNotificationEmail,
        shopName: shops.shopName,
        language: users.language,
        orderNumber: orders.orderNumber,
        total: orders.total,
        currencyCode: orders.currencyCode,
        customerName: orders.customerName,
        payment: orders.paymentMethod,
      })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .innerJoin(users, eq(users.id, shops.ownerId))
      .where(eq(orders.id, orderId));
    if (!row?.to.trim()) return;
    const language = mailLanguage(row.language);
    const facts: OrderMailFacts = {
      shopName: row.shopName,
      orderNumber: row.orderNumber,
      total: formatPrice(minorToNumber(toMinor(row.total)), row.currencyCode, language),
      customerName: row.customerName,
      payment: row.payment,
      link: `${origin}/account/orders/${orderId}`,
    };
    await mailer.send(newOrderMail(row.to.trim(), facts, language));
  };
  events.subscribe((event, source) => {
    if (event.type !== 'order.placed' || source !== 'local' || !event.origin) return;
    const { orderId, origin } = event;
    // setImmediate: the checkout's answer goes out first, whatever the mail does.
    setImmediate(() => {
      notify(orderId, origin).catch((err) => log.error({ err, orderId }, 'the new-order mail could not be sent'));
    });
  });
}
