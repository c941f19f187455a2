/**
 * The analytics dashboard's demo figures (the template's sample numbers), fixed so the page
 * looks the same on every visit. Demo content: not the owner's data, the page says so.
 */
export const subscribers = { total: '92.6k', series: [28, 40, 36, 52, 38, 60, 55] };
export const ordersReceived = { total: '38.4k', series: [10, 15, 8, 15, 7, 12, 8] };

export type SessionPeriod = '7' | '28' | '90';
export const avgSessions: Record<SessionPeriod, { total: string; change: number; series: number[] }> = {
  '7': { total: '2.7k', change: 5.2, series: [75, 125, 225, 175, 125, 75, 25] },
  '28': { total: '11.9k', change: 3.1, series: [140, 180, 150, 205, 160, 295, 125] },
  '90': { total: '34.5k', change: -1.4, series: [310, 280, 360, 290, 340, 300, 270] },
};
export const sessionGoals = [
  { key: 'goal', value: '$100000', percent: 50, tone: 'primary' },
  { key: 'users', value: '100k', percent: 60, tone: 'warning' },
  { key: 'retention', value: '90%', percent: 70, tone: 'danger' },
  { key: 'duration', value: '1yr', percent: 80, tone: 'success' },
] as const;

export const supportTracker = {
  total: 163,
  completed: 83,
  figures: [
    { key: 'newTickets', value: '29' },
    { key: 'openTickets', value: '63' },
    { key: 'responseTime', value: '1d' },
  ],
} as const;

export const productOrders = [
  { key: 'finished', value: 70, count: 23043, tone: 'primary' },
  { key: 'pending', value: 52, count: 14658, tone: 'warning' },
  { key: 'rejected', value: 26, count: 4758, tone: 'danger' },
] as const;

export const salesStats = {
  series: [
    { name: 'Sales', data: [90, 50, 86, 40, 100, 20] },
    { name: 'Visits', data: [70, 75, 70, 76, 20, 85] },
  ],
};

export const timeline = [
  {
    title: '12 invoices have been paid',
    time: '12 min ago',
    text: 'Invoices have been paid to the company.',
    tone: 'primary',
  },
  { title: 'Client meeting', time: '45 min ago', text: 'Project meeting with John @10:15am.', tone: 'warning' },
  {
    title: 'Create a new project for client',
    time: '2 days ago',
    text: 'Add files to new design folder.',
    tone: 'info',
  },
  {
    title: 'Create a new project for client',
    time: '5 days ago',
    text: 'Add files to new design folder.',
    tone: 'danger',
  },
] as const;

export type DispatchStatus = 'delivered' | 'inTransit' | 'delayed' | 'packed';
export const dispatchedOrders: {
  id: string;
  status: DispatchStatus;
  location: string;
  progress: number;
  assignee: string;
}[] = [
  { id: '#879985', status: 'inTransit', location: 'Anniston, Alabama', progress: 60, assignee: 'Fiona Ahern' },
  { id: '#156897', status: 'delivered', location: 'Cordova, Alaska', progress: 100, assignee: 'Lars Nilsson' },
  { id: '#568975', status: 'delivered', location: 'Florence, Alabama', progress: 100, assignee: 'Marta Ruiz' },
  { id: '#245689', status: 'delayed', location: 'Clifton, Arizona', progress: 35, assignee: 'Kenji Sato' },
  { id: '#546325', status: 'packed', location: 'Lisbon, Portugal', progress: 15, assignee: 'Ana Costa' },
];

export const dispatchTone: Record<DispatchStatus, string> = {
  delivered: 'success',
  inTransit: 'primary',
  delayed: 'danger',
  packed: 'info',
};
