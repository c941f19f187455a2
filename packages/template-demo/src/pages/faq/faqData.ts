import { matchesQuery } from '../shared/matchText';

/**
 * The FAQ's demo questions: what shoppers ask a small Vitrine shop. Demo content, English in
 * every language (the page chrome around it is translated).
 */
export const faqCategories = ['payment', 'delivery', 'cancellation', 'orders', 'product'] as const;
export type FaqCategory = (typeof faqCategories)[number];

export interface FaqQuestion {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
}

export const faqQuestions: readonly FaqQuestion[] = [
  {
    id: 'pay-methods',
    category: 'payment',
    question: 'How can I pay for my order?',
    answer:
      'You pay the shop directly: cash on delivery when the order is brought to you, or at the counter when you pick it up. Vitrine never asks for your card details.',
  },
  {
    id: 'pay-when',
    category: 'payment',
    question: 'When do I pay?',
    answer:
      'Only when you receive your order. Placing an order in the catalogue reserves the products; nothing is charged online.',
  },
  {
    id: 'pay-invoice',
    category: 'payment',
    question: 'Can I get an invoice?',
    answer:
      'Yes. Ask the shop when you place the order (there is a note field at checkout); the shop prints the invoice of your order and hands it over with the products.',
  },
  {
    id: 'pay-currency',
    category: 'payment',
    question: 'Which currency are the prices in?',
    answer: 'Prices are shown in the currency the shop has chosen, taxes included, as you will pay them.',
  },
  {
    id: 'delivery-options',
    category: 'delivery',
    question: 'Which delivery options are there?',
    answer:
      'Two: delivery to your address (cash on delivery) or pickup at the shop. You choose at checkout; the shop confirms the order before it leaves.',
  },
  {
    id: 'delivery-time',
    category: 'delivery',
    question: 'How long does delivery take?',
    answer:
      'Most shops deliver within one to three working days in their area. The shop calls or writes to you if your address is outside its delivery zone.',
  },
  {
    id: 'delivery-track',
    category: 'delivery',
    question: 'How do I know my order is on its way?',
    answer:
      'The shop moves your order from "Confirmed" to "Shipped" when it leaves, and contacts you on the phone number you gave at checkout.',
  },
  {
    id: 'cancel-order',
    category: 'cancellation',
    question: 'Can I cancel my order?',
    answer:
      'Yes, as long as it has not been shipped. Call or e-mail the shop with your order number; the shop marks the order as cancelled.',
  },
  {
    id: 'return-product',
    category: 'cancellation',
    question: 'How do I return a product?',
    answer:
      'Bring it back to the shop, or ask the shop to collect it, within 14 days, unused and in its packaging. Food and made-to-order items cannot be returned.',
  },
  {
    id: 'refund',
    category: 'cancellation',
    question: 'When do I get my money back?',
    answer: 'The shop refunds you in cash or by bank transfer as soon as it has received the returned product.',
  },
  {
    id: 'order-number',
    category: 'orders',
    question: 'Where do I find my order number?',
    answer: 'On the confirmation page after checkout. Keep it: the shop asks for it when you call about your order.',
  },
  {
    id: 'order-change',
    category: 'orders',
    question: 'Can I change the products in my order?',
    answer:
      'Contact the shop before it ships: it can change quantities or add a product. Otherwise place a second order.',
  },
  {
    id: 'order-cart',
    category: 'orders',
    question: 'Why is my cart empty when I come back?',
    answer:
      'The cart is kept in your browser, one per shop. Another browser, a private window or clearing your browsing data starts an empty cart.',
  },
  {
    id: 'product-stock',
    category: 'product',
    question: 'A product says "Out of stock". Will it come back?',
    answer:
      'Usually, yes. The shop updates the stock when new items arrive; ask the shop if you would like to be told.',
  },
  {
    id: 'product-variants',
    category: 'product',
    question: 'How do I choose a size or a colour?',
    answer:
      'On the product page, pick the variant before "Add to cart". Each variant can have its own price, shown as you choose it.',
  },
  {
    id: 'product-warranty',
    category: 'product',
    question: 'Do products come with a warranty?',
    answer:
      'New products carry the legal warranty of your country. Bring the product and your invoice to the shop if something is wrong with it.',
  },
];

/** The questions whose question or answer holds every word of the query, in catalogue order. */
export function searchFaq(questions: readonly FaqQuestion[], query: string): FaqQuestion[] {
  return questions.filter((q) => matchesQuery(query, q.question, q.answer));
}

/** How many of the given questions each category (and "all") holds: the pills' counts. */
export function countByCategory(questions: readonly FaqQuestion[]): Record<FaqCategory | 'all', number> {
  const counts = Object.fromEntries([['all', questions.length], ...faqCategories.map((c) => [c, 0])]);
  for (const q of questions) counts[q.category] += 1;
  return counts as Record<FaqCategory | 'all', number>;
}
