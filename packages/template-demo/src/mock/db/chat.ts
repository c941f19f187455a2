import { seeded } from './random';

/** The fake database behind the template's Chat app (spec sections 3 and 7). */

/** A contact's status; 'busy' is the spec's "do not disturb". */
export const contactStatuses = ['online', 'offline', 'away', 'busy'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

/** A chat contact (spec: uid, displayName, about, photoURL, status). */
export interface ChatContact {
  uid: number;
  displayName: string;
  about: string;
  photoURL: string;
  status: ContactStatus;
}

/** The logged-in demo user as the chat shows them. */
export interface ChatProfileUser {
  id: number;
  fullName: string;
  avatar: string;
  status: ContactStatus;
  about: string;
}

export interface ChatMessage {
  textContent: string;
  /** ISO 8601. */
  time: string;
  /** Sent by the profile user (true) or received from the contact (false). */
  isSent: boolean;
  isSeen: boolean;
}

/** A thread with one contact, kept under that contact's uid. */
export interface Chat {
  isPinned: boolean;
  msg: ChatMessage[];
}

export interface ChatDb {
  profileUser: ChatProfileUser;
  contacts: ChatContact[];
  chats: Record<number, Chat>;
}

/** The clock the messages are dated from when none is given, so every load shows the same data. */
export const CHAT_DEMO_NOW = Date.UTC(2026, 6, 15, 9, 30);

const MINUTE = 60_000;

const contact = (uid: number, displayName: string, about: string, status: ContactStatus): ChatContact => ({
  uid,
  displayName,
  about,
  photoURL: `/assets/demo/avatars/${uid + 1}.svg`,
  status,
});

/** 10 contacts and 2 threads (one pinned), the same on every load for the same `now`. */
export function createChatDb(now: number = CHAT_DEMO_NOW): ChatDb {
  const random = seeded(0xc4a7);
  /** A message `minutesAgo` (plus up to 4 minutes) before now; later messages must use fewer minutes. */
  const message = (textContent: string, minutesAgo: number, isSent: boolean, isSeen: boolean): ChatMessage => ({
    textContent,
    time: new Date(now - (minutesAgo + random.int(0, 4)) * MINUTE).toISOString(),
    isSent,
    isSeen,
  });

  return {
    profileUser: {
      id: 11,
      fullName: 'Demo User',
      avatar: '/assets/demo/avatars/1.svg',
      status: 'online',
      about: 'Running the Vitrine demo shop.',
    },
    contacts: [
      contact(1, 'Asha Patil', 'Supplier at Sunrise Wholesale.', 'online'),
      contact(2, 'Marco Rossi', 'Baker, early riser.', 'away'),
      contact(3, 'Lena Vogel', 'Account manager at BulkMart.', 'busy'),
      contact(4, 'Joana Silva', 'Designer, logos and shop headers.', 'online'),
      contact(5, 'Samuel Okafor', 'Delivery partner, city centre.', 'offline'),
      contact(6, 'Chloé Martin', 'Photographer for product shoots.', 'offline'),
      contact(7, 'Priya Nair', 'Accountant.', 'away'),
      contact(8, 'Tomás García', 'Runs the shop next door.', 'online'),
      contact(9, 'Mei Chen', 'Packaging supplier.', 'busy'),
      contact(10, 'Felix Braun', 'Web developer.', 'offline'),
    ],
    chats: {
      1: {
        isPinned: true,
        msg: [
          message('Hi! Did the new price list reach you?', 300, false, true),
          message('Yes, thanks. Are the bulk packs in it?', 290, true, true),
          message('They are, in the second sheet.', 180, false, false),
          message('Shall I reserve 20 cartons for you?', 175, false, false),
        ],
      },
      4: {
        isPinned: false,
        msg: [
          message('I have two new header ideas for the shop page.', 90, false, true),
          message('Great, send them over!', 60, true, true),
          message('Uploaded. The blue one is my favourite.', 30, false, true),
          message('Looks good, let us go with blue.', 10, true, false),
        ],
      },
    },
  };
}
