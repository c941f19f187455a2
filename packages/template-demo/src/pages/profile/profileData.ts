/** The profile page's demo person, photos, suggestions and posts. Demo content, English in every language. */
export const profile = {
  name: 'Asha Patil',
  role: 'Owner, Sunrise Electronics',
  avatar: '/assets/demo/avatars/3.svg',
  bio: 'I run a small electronics shop in Pune: phones, audio and everything to charge them. Our whole catalogue is on Vitrine, so customers can order from WhatsApp.',
  joined: 'March 2024',
  location: 'Pune, India',
  email: 'asha@sunrise.example',
  phone: '+91 20 5550 1234',
  website: 'sunrise-electronics.example',
  followers: 1284,
  following: 312,
};

export interface Photo {
  src: string;
  alt: string;
}

export const photos: readonly Photo[] = [
  { src: '/assets/products/headphones.svg', alt: 'Headphones on the counter' },
  { src: '/assets/products/smartwatch.svg', alt: 'A smartwatch in its box' },
  { src: '/assets/products/laptop.svg', alt: 'The new laptop display' },
  { src: '/assets/products/earbuds.svg', alt: 'Earbuds in the window' },
  { src: '/assets/products/soundbar.svg', alt: 'The soundbar demo corner' },
  { src: '/assets/products/power-bank.svg', alt: 'Power banks by the till' },
  { src: '/assets/products/keyboard.svg', alt: 'A mechanical keyboard' },
  { src: '/assets/products/charger.svg', alt: 'Fast chargers' },
  { src: '/assets/products/phone-case.svg', alt: 'Phone cases in every colour' },
];

export interface Person {
  id: string;
  name: string;
  role: string;
  avatar: string;
}

export const suggestions: readonly Person[] = [
  { id: 'marco', name: 'Marco Rossi', role: 'Corner Bakery', avatar: '/assets/demo/avatars/5.svg' },
  { id: 'lena', name: 'Lena Vogel', role: 'Bulk Mart', avatar: '/assets/demo/avatars/8.svg' },
  { id: 'joana', name: 'Joana Silva', role: 'Vitrine support', avatar: '/assets/demo/avatars/10.svg' },
  { id: 'samuel', name: 'Samuel Okafor', role: 'Phone repairs', avatar: '/assets/demo/avatars/6.svg' },
];

export interface Post {
  id: string;
  author: Person;
  /** How long ago, as shown. */
  when: string;
  text: string;
  image?: Photo;
  likes: number;
  liked: boolean;
  comments: number;
}

const asha: Person = { id: 'asha', name: profile.name, role: profile.role, avatar: profile.avatar };
const [marco, lena, joana, samuel] = suggestions;

/** Every post, newest first; the page shows them a few at a time. */
export const allPosts: readonly Post[] = [
  {
    id: 'p1',
    author: asha,
    when: '2 hours ago',
    text: 'New headphones just arrived: noise cancelling, 30 hours of battery. They are in the catalogue with three colours to choose from.',
    image: photos[0],
    likes: 42,
    liked: false,
    comments: 6,
  },
  {
    id: 'p2',
    author: marco,
    when: 'Yesterday',
    text: 'Tip from a fellow shop owner: put your catalogue link in your WhatsApp status every Friday. Half of our weekend orders come from there.',
    likes: 87,
    liked: true,
    comments: 14,
  },
  {
    id: 'p3',
    author: asha,
    when: '3 days ago',
    text: 'We now deliver to the whole city. Cash on delivery as always, or pick up at the shop.',
    likes: 25,
    liked: false,
    comments: 3,
  },
  {
    id: 'p4',
    author: lena,
    when: 'Last week',
    text: 'Redesigned our catalogue header with the header designer: dark background, our logo colours. Customers noticed the same day.',
    likes: 19,
    liked: false,
    comments: 2,
  },
  {
    id: 'p5',
    author: asha,
    when: 'Last week',
    text: 'Smartwatches are back in stock. Thank you to everyone who asked!',
    image: photos[1],
    likes: 56,
    liked: false,
    comments: 9,
  },
  {
    id: 'p6',
    author: joana,
    when: '2 weeks ago',
    text: 'The knowledge base now explains every order status, from pending to delivered. Have a look if you are new to Vitrine.',
    likes: 33,
    liked: false,
    comments: 4,
  },
  {
    id: 'p7',
    author: samuel,
    when: '3 weeks ago',
    text: 'Repaired 40 phone screens this month. Sunrise sends me their customers, I send them mine: small shops help each other.',
    likes: 71,
    liked: false,
    comments: 11,
  },
];

/** How many posts the page shows first, and how many each "Load more" adds. */
export const POSTS_PER_PAGE = 3;
