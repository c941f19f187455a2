import { seeded } from './random';

/** The fake database behind the template's Email app (spec sections 3 and 7). */

export const emailLabels = ['personal', 'company', 'important', 'private'] as const;
export type EmailLabel = (typeof emailLabels)[number];
export const mailFolders = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
export type MailFolder = (typeof mailFolders)[number];

/** A label as the app's sidebar and badges show it (spec: text, value, color). */
export interface EmailTag {
  text: string;
  value: EmailLabel;
  color: 'success' | 'primary' | 'warning' | 'danger';
}
export const emailTags: readonly EmailTag[] = [
  { text: 'Personal', value: 'personal', color: 'success' },
  { text: 'Company', value: 'company', color: 'primary' },
  { text: 'Important', value: 'important', color: 'warning' },
  { text: 'Private', value: 'private', color: 'danger' },
];

export interface EmailAddress {
  name: string;
  email: string;
}

/** A mail (spec section 3); a reply is a mail of its own, kept in its thread's `replies`. */
export interface Email {
  id: number;
  /** The sender's address. */
  sender: string;
  sender_name: string;
  to: EmailAddress[];
  /** The sender's avatar. */
  img: string;
  subject: string;
  cc: string[];
  bcc: string[];
  /** Plain text, no HTML. */
  message: string;
  /** File names. */
  attachments: string[];
  isStarred: boolean;
  labels: EmailLabel[];
  /** ISO 8601. */
  time: string;
  /** The short date of `time` in UTC, e.g. 'Jul 15'. */
  day?: string;
  /** The year of `time` in UTC. */
  year?: number;
  replies: Email[];
  mailFolder: MailFolder;
  unread: boolean;
}

export interface EmailDb {
  mails: Email[];
}

/** Who the demo is logged in as: the sender of every mail written in the app. */
export const EMAIL_DEMO_USER = {
  name: 'Demo User',
  email: 'demo@vitrine.example',
  img: '/assets/demo/avatars/1.svg',
} as const;

/** The clock the mails are dated from when none is given, so every load shows the same data. */
export const EMAIL_DEMO_NOW = Date.UTC(2026, 6, 15, 9, 30);

const HOUR = 3_600_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `time`, `day` and `year` of a moment, all in UTC. */
export function dateFields(at: number): Pick<Email, 'time' | 'day' | 'year'> {
  const date = new Date(at);
  return {
    time: date.toISOString(),
    day: `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`,
    year: date.getUTCFullYear(),
  };
}

const me: EmailAddress = { name: EMAIL_DEMO_USER.name, email: EMAIL_DEMO_USER.email };

type Draft = Omit<Email, 'time' | 'day' | 'year' | 'cc' | 'bcc' | 'attachments' | 'replies'> &
  Partial<Pick<Email, 'cc' | 'bcc' | 'attachments' | 'replies'>> & { hoursAgo: number };

/**
 * 5 mails plus 3 replies, the same on every load for the same `now`: 2 in the inbox, 1 sent,
 * 1 spam, 1 in the trash (starred and labelled, so the "excludes trash" rules show).
 */
export function createEmailDb(now: number = EMAIL_DEMO_NOW): EmailDb {
  const random = seeded(0xe3a11);
  const mail = ({ hoursAgo, ...draft }: Draft): Email => ({
    cc: [],
    bcc: [],
    attachments: [],
    replies: [],
    ...draft,
    // Up to 50 minutes earlier than the whole hour, so no two mails share a time.
    ...dateFields(now - hoursAgo * HOUR - random.int(0, 50) * 60_000),
  });
  const asha = { sender: 'asha@sunrise.example', sender_name: 'Asha Patil', img: '/assets/demo/avatars/2.svg' };
  const marco = { sender: 'marco@bakery.example', sender_name: 'Marco Rossi', img: '/assets/demo/avatars/3.svg' };
  const fromMe = { sender: me.email, sender_name: me.name, img: EMAIL_DEMO_USER.img };

  return {
    mails: [
      mail({
        id: 1,
        ...asha,
        to: [me],
        cc: ['accounts@sunrise.example'],
        subject: 'Spring price list',
        message:
          'Hi, the new price list is attached. Prices change on the first of next month. Let me know what you need.',
        attachments: ['price-list-2026.xlsx', 'delivery-terms.pdf'],
        isStarred: true,
        labels: ['company', 'important'],
        mailFolder: 'inbox',
        unread: true,
        hoursAgo: 2,
        replies: [
          mail({
            id: 6,
            ...fromMe,
            to: [{ name: 'Asha Patil', email: asha.sender }],
            subject: 'Re: Spring price list',
            message: 'Thanks Asha. Could you also send the prices for the bulk packs?',
            isStarred: false,
            labels: [],
            mailFolder: 'inbox',
            unread: false,
            hoursAgo: 26,
          }),
          mail({
            id: 7,
            ...asha,
            to: [me],
            subject: 'Re: Spring price list',
            message: 'Sure, they are in the second sheet of the file.',
            isStarred: false,
            labels: [],
            mailFolder: 'inbox',
            unread: false,
            hoursAgo: 25,
          }),
        ],
      }),
      mail({
        id: 2,
        ...marco,
        to: [me],
        subject: 'Bakery order for Saturday',
        message: 'Can you confirm the order of 40 croissants and 12 loaves for Saturday morning?',
        isStarred: false,
        labels: ['personal'],
        mailFolder: 'inbox',
        unread: true,
        hoursAgo: 5,
        replies: [
          mail({
            id: 8,
            ...fromMe,
            to: [{ name: 'Marco Rossi', email: marco.sender }],
            subject: 'Re: Bakery order for Saturday',
            message: 'Yes, confirmed. Pick-up at 7 as usual.',
            isStarred: false,
            labels: [],
            mailFolder: 'inbox',
            unread: false,
            hoursAgo: 30,
          }),
        ],
      }),
      mail({
        id: 3,
        ...fromMe,
        to: [{ name: 'Lena Vogel', email: 'lena@bulkmart.example' }],
        bcc: ['archive@vitrine.example'],
        subject: 'Supplier contract, signed copy',
        message: 'Hello Lena, please find the signed contract attached. Best regards.',
        attachments: ['supplier-contract.pdf'],
        isStarred: false,
        labels: ['company'],
        mailFolder: 'sent',
        unread: false,
        hoursAgo: 24,
      }),
      mail({
        id: 4,
        sender: 'prizes@lucky-draw.example',
        sender_name: 'Prize Desk',
        img: '/assets/demo/avatars/4.svg',
        to: [me],
        subject: 'You have won a free cruise',
        message: 'Claim your prize today by sending us your bank details.',
        isStarred: false,
        labels: [],
        mailFolder: 'spam',
        unread: true,
        hoursAgo: 48,
      }),
      mail({
        id: 5,
        sender: 'joana@vitrine.example',
        sender_name: 'Joana Silva',
        img: '/assets/demo/avatars/5.svg',
        to: [me],
        subject: 'Old logo drafts',
        message: 'Here are the first logo drafts, in case you want to look back at them.',
        attachments: ['logo-drafts.zip'],
        isStarred: true,
        labels: ['company', 'private'],
        mailFolder: 'trash',
        unread: false,
        hoursAgo: 96,
      }),
    ],
  };
}
