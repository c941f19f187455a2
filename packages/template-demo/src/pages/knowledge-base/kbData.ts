import { Package, Paintbrush, Rocket, Share2, ShoppingCart, UserCog } from 'lucide-react';
import { matchesQuery } from '../shared/matchText';

/**
 * The knowledge base's demo articles: a shop owner's real tasks in Vitrine. Demo content, English
 * in every language (the page chrome around it is translated).
 */
export interface KbArticle {
  slug: string;
  title: string;
  /** One line under the title in lists. */
  summary: string;
  /** Paragraphs before the steps. */
  intro: string[];
  steps: string[];
  tip?: string;
}

export interface KbGroup {
  title: string;
  articles: KbArticle[];
}

export interface KbCategory {
  slug: string;
  title: string;
  description: string;
  icon: typeof Package;
  groups: KbGroup[];
}

export const kbCategories: readonly KbCategory[] = [
  {
    slug: 'getting-started',
    title: 'Getting started',
    description: 'Open your shop, fill in its details and put it online in an afternoon.',
    icon: Rocket,
    groups: [
      {
        title: 'Your first day',
        articles: [
          {
            slug: 'create-your-shop',
            title: 'Create your shop',
            summary: 'Register, choose the shop link and sign in.',
            intro: [
              'Every shop on Vitrine is a catalogue with its own link, for example vitrine.example/sunrise-electronics. You choose the link when you register.',
            ],
            steps: [
              'Open Register from the sign-in page.',
              'Enter your name, e-mail, a password, the shop name and the shop link (letters, digits and dashes).',
              'Press Register: you are signed in and land on your dashboard.',
            ],
            tip: 'The shop link is what you share; choose something short that customers can type.',
          },
          {
            slug: 'fill-in-shop-details',
            title: 'Fill in the shop details',
            summary: 'Address, phone, e-mail and website shown in the catalogue header.',
            intro: ['Customers trust a shop they can call. Your details appear at the top of the catalogue.'],
            steps: [
              'Open Edit Account in the menu.',
              'Fill in the address, phone number, e-mail and website.',
              'Upload your logo, then press Save.',
            ],
          },
        ],
      },
      {
        title: 'Finding your way',
        articles: [
          {
            slug: 'the-dashboard',
            title: 'What the dashboard shows',
            summary: 'New orders, products running out and the last days of sales.',
            intro: [
              'The dashboard is the first page after signing in. It counts the orders waiting for you, the products out of stock and the sales of the last days.',
            ],
            steps: [
              'Open Dashboard in the menu.',
              'Select a figure to open the list behind it, for example the pending orders.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'orders',
    title: 'Orders',
    description: 'Follow an order from the customer’s checkout to its delivery.',
    icon: ShoppingCart,
    groups: [
      {
        title: 'Handling orders',
        articles: [
          {
            slug: 'find-an-order',
            title: 'Find an order',
            summary: 'Filter the order list by status and open an order.',
            intro: [
              'Every checkout in your catalogue creates an order with the status Pending. The newest orders are at the top of the list.',
            ],
            steps: [
              'Open Orders in the menu.',
              'Choose a status in the Status filter to see, for example, only the pending orders.',
              'Select the order number to open the order with its lines, customer and delivery.',
            ],
          },
          {
            slug: 'confirm-an-order',
            title: 'Confirm an order',
            summary: 'Tell the customer you accept the order.',
            intro: [
              'Confirm an order once you know you have the products. Customers who chose cash on delivery expect a call or a message at this point.',
            ],
            steps: [
              'Open the order from the order list.',
              'Under Change status choose Confirmed.',
              'Call or write to the customer with the phone number or e-mail shown under Customer.',
            ],
          },
          {
            slug: 'mark-an-order-delivered',
            title: 'Mark an order delivered',
            summary: 'Close an order once the customer has the products and has paid.',
            intro: [
              'An order goes from Pending to Confirmed, then Shipped when it leaves the shop, and Delivered when the customer has received it (and paid, for cash on delivery). Delivered orders count in the sales on your dashboard.',
              'For a pickup order there is no Shipped step: mark it delivered when the customer collects it.',
            ],
            steps: [
              'Open Orders in the menu and select the order.',
              'Check the lines and the total against what the customer received and paid.',
              'Under Change status choose Delivered.',
              'The order list now shows the order as Delivered; filter by Delivered to see all closed orders.',
            ],
            tip: 'Set a wrong status by mistake? Choose the right one again: the status can be changed at any time.',
          },
        ],
      },
      {
        title: 'When something goes wrong',
        articles: [
          {
            slug: 'cancel-an-order',
            title: 'Cancel an order',
            summary: 'The customer changed their mind or a product is missing.',
            intro: [
              'A cancelled order stays in the list (so you can find it again) but no longer counts in the sales.',
            ],
            steps: [
              'Open the order.',
              'Under Change status choose Cancelled.',
              'Let the customer know, with the phone number or e-mail under Customer.',
            ],
          },
          {
            slug: 'print-an-invoice',
            title: 'Print an invoice',
            summary: 'Hand the customer a printed invoice with the products.',
            intro: ['Every order can be printed as an invoice with your shop details, the lines and the total.'],
            steps: ['Open the order.', 'Press Print invoice.', 'Choose your printer, or save as PDF to send it.'],
          },
        ],
      },
    ],
  },
  {
    slug: 'products',
    title: 'Products',
    description: 'Add products with photos, prices and variants, and keep the stock right.',
    icon: Package,
    groups: [
      {
        title: 'Adding products',
        articles: [
          {
            slug: 'add-a-product',
            title: 'Add a product',
            summary: 'Name, price, photos and category.',
            intro: ['A product needs at least a name and a price; photos and a description sell it.'],
            steps: [
              'Open Products in the menu and press New product.',
              'Enter the name, the price and a description.',
              'Add photos (the first one is the product’s picture in the catalogue).',
              'Choose a category and press Save.',
            ],
          },
          {
            slug: 'add-variants',
            title: 'Sizes, colours and other variants',
            summary: 'One product, several choices, each with its own price and stock.',
            intro: ['Variants let a customer choose, for example, a size. Each variant has its own price and stock.'],
            steps: [
              'Open the product.',
              'Under Variants add one line per choice, with its price and stock.',
              'Press Save: the product page now asks the customer to choose.',
            ],
          },
        ],
      },
      {
        title: 'Keeping the catalogue tidy',
        articles: [
          {
            slug: 'organise-categories',
            title: 'Organise categories',
            summary: 'Group products so customers find them.',
            intro: ['Categories are the sections of your catalogue, in the order you give them.'],
            steps: [
              'Open Categories in the menu.',
              'Add a category, rename one, or drag them into the order you want.',
              'Choose each product’s category on the product page.',
            ],
          },
          {
            slug: 'hide-a-product',
            title: 'Hide a product without deleting it',
            summary: 'Take a seasonal product off the catalogue for a while.',
            intro: ['A hidden product keeps its photos, prices and history; switch it back on when it returns.'],
            steps: ['Open the product.', 'Switch Active off and press Save.'],
          },
        ],
      },
    ],
  },
  {
    slug: 'header-designer',
    title: 'The header designer',
    description: 'Choose the colours, fonts and details at the top of your catalogue.',
    icon: Paintbrush,
    groups: [
      {
        title: 'Designing the header',
        articles: [
          {
            slug: 'change-header-colours',
            title: 'Change the header colours and fonts',
            summary: 'Make the catalogue look like your shop sign.',
            intro: [
              'The preview in the header designer is the storefront’s own header, so what you see is what customers see.',
            ],
            steps: [
              'Open Header Designer in the menu.',
              'Pick the background colour.',
              'For each line (shop name, tagline, address…) choose the font, size, colour and style.',
              'Press Save: your catalogue shows the new header at once.',
            ],
            tip: 'Dark text on a light background, or the reverse, keeps the header readable on a phone in the sun.',
          },
          {
            slug: 'show-or-hide-details',
            title: 'Show or hide contact details',
            summary: 'Choose which lines the header shows.',
            intro: ['Each line of the header can be switched off, for example the website if you have none.'],
            steps: ['Open Header Designer.', 'Switch Show off for the lines to hide.', 'Press Save.'],
          },
        ],
      },
    ],
  },
  {
    slug: 'sharing',
    title: 'Sharing your shop',
    description: 'Send your catalogue link on WhatsApp, Instagram or on paper.',
    icon: Share2,
    groups: [
      {
        title: 'Your link',
        articles: [
          {
            slug: 'share-your-shop-link',
            title: 'Share your shop link',
            summary: 'Copy the link, send it on WhatsApp, or print a QR code.',
            intro: [
              'Your catalogue link opens your shop on any phone, no app needed. When pasted in WhatsApp, Telegram, Instagram or X it shows your shop’s name, picture and description.',
            ],
            steps: [
              'Open Share in the menu (or the share button on the dashboard).',
              'Press Copy and paste the link where you want, or press Share on WhatsApp.',
              'For the counter or a flyer, download the QR code as PNG or SVG and print it.',
            ],
          },
          {
            slug: 'share-a-product',
            title: 'Share one product',
            summary: 'Send a customer the product they asked about.',
            intro: ['Every product has its own link, with the product’s photo in the preview.'],
            steps: ['Open the product in your catalogue.', 'Press Share and choose how to send it.'],
          },
        ],
      },
    ],
  },
  {
    slug: 'account',
    title: 'Account and security',
    description: 'Your password, language, notifications and locking the screen.',
    icon: UserCog,
    groups: [
      {
        title: 'Signing in',
        articles: [
          {
            slug: 'forgot-password',
            title: 'Forgot your password?',
            summary: 'Get a reset link by e-mail.',
            intro: ['The link in the e-mail works once, for one hour.'],
            steps: [
              'On the sign-in page choose Forgot password.',
              'Enter your e-mail and press Send.',
              'Open the link in the e-mail and choose a new password. Other devices are signed out.',
            ],
          },
          {
            slug: 'lock-the-screen',
            title: 'Lock the screen',
            summary: 'Step away from the counter without signing out.',
            intro: ['A locked screen hides your orders and customers until you enter your password again.'],
            steps: [
              'Choose Lock screen in the user menu, or let it lock after the idle time you chose.',
              'Enter your password to continue where you were.',
            ],
          },
        ],
      },
      {
        title: 'Settings',
        articles: [
          {
            slug: 'change-language',
            title: 'Change the language',
            summary: 'English, Deutsch, Français or Português.',
            intro: ['The language applies to the admin pages; your catalogue follows each customer’s browser.'],
            steps: ['Open Account settings.', 'Choose the language and press Save.'],
          },
          {
            slug: 'order-notifications',
            title: 'Get an e-mail for each new order',
            summary: 'Never miss an order when you are away from the dashboard.',
            intro: ['Vitrine can send an e-mail to the address you choose whenever a customer places an order.'],
            steps: ['Open Account settings.', 'Enter the notification e-mail for new orders and press Save.'],
          },
        ],
      },
    ],
  },
];

export const findCategory = (slug: string | undefined) => kbCategories.find((c) => c.slug === slug);

export const findArticle = (category: KbCategory, slug: string | undefined) =>
  category.groups.flatMap((g) => g.articles).find((a) => a.slug === slug);

export const articleCount = (category: KbCategory) => category.groups.reduce((n, g) => n + g.articles.length, 0);

/** The categories whose title, description or one of whose article titles holds the query. */
export function searchCategories(categories: readonly KbCategory[], query: string): KbCategory[] {
  return categories.filter((c) =>
    matchesQuery(query, c.title, c.description, ...c.groups.flatMap((g) => g.articles.map((a) => a.title))),
  );
}
