import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAxios, resetDemoData } from './index';

/** A stand-in for the real server, to see that what the mock does not know passes through to it. */
let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(JSON.stringify({ status: 'success', from: 'real server', path: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the in-browser mock', () => {
  it('answers its own calls and keeps the fake database between them', async () => {
    const search = await demoAxios.get('/api/main-search/data');
    expect(search.data.searchResult.map((g: { groupTitle: string }) => g.groupTitle)).toEqual([
      'Pages',
      'Files',
      'Contacts',
    ]);
    await demoAxios.post('/api/update/bookmarks', { obj: { id: 'orders' } });
    const bookmarks = await demoAxios.get('/api/search/bookmarks/data');
    expect(bookmarks.data.searchResult.find((b: { id: string }) => b.id === 'orders').starred).toBe(true);
    const login = await demoAxios.post('/api/authenticate/login/user', { email: 'demo@demo.com', password: 'nope' });
    expect(login.data).toEqual({ error: 'Email Or Password Invalid' });
  });

  it('serves the data list with paging and keeps edits until "Reset demo data" restores the seed', async () => {
    const first = await demoAxios.get('/api/datalist/data', { params: { page: 1, perPage: 4 } });
    expect(first.data.totalPages).toBe(25);
    const added = await demoAxios.post('/api/datalist/add-data', {
      obj: { name: 'Desk lamp', category: 'Smart home', order_status: 'pending', price: '19.90', popularity: 80 },
    });
    expect(added.status).toBe(201);
    expect((await demoAxios.get('/api/datalist/data')).data[0].name).toBe('Desk lamp');
    const refused = await demoAxios.post('/api/datalist/add-data', { obj: {} }).catch((e) => e.response);
    expect(refused.status).toBe(400);
    resetDemoData();
    expect((await demoAxios.get('/api/datalist/initial-data')).data).toHaveLength(100);
    expect((await demoAxios.get('/api/datalist/data')).data[0].id).toBe(1);
    expect((await demoAxios.get('/api/aggrid/data')).data.data.length).toBeGreaterThan(0);
    expect((await demoAxios.get('/api/autocomplete/data')).data.autoComplete).toHaveLength(100);
  });

  it('answers every app of the demo at the paths the spec spells', async () => {
    const mails = await demoAxios.get('/api/email/mails', { params: { filter: 'inbox' } });
    expect(mails.data.emails.length).toBeGreaterThan(0);
    const mailId = mails.data.emails.find((m: { isStarred: boolean }) => !m.isStarred).id;
    await demoAxios.post('/api/email/set-starred', { mailId });
    const starred = await demoAxios.get('/api/email/mails', { params: { filter: 'starred' } });
    expect(starred.data.emails.map((m: { id: number }) => m.id)).toContain(mailId);
    await demoAxios.post('api/email/mark-unread', { emailIds: [mailId], unreadFlag: false });
    await demoAxios.post('api/email/set-labels', { emailIds: [mailId], label: 'important' });

    const contacts = await demoAxios.get('/api/app/chat/chat-contacts');
    expect(contacts.data.length).toBe(2);
    const sent = await demoAxios.post('api/app/chat/send-message', { contactId: 7, message: 'Hello', isPinned: false });
    expect(sent.data.msg.textContent).toBe('Hello');
    expect((await demoAxios.get('/api/app/chat/chat-contacts')).data.length).toBe(3);
    await demoAxios.post('/api/apps/chat/mark-all-seen/', { contactId: 7 });
    await demoAxios.post('/api/apps/chat/set-pinned/', { contactId: 7, value: true });
    expect((await demoAxios.get('/api/app/chat/chats')).data.chats[7].isPinned).toBe(true);

    const created = await demoAxios.post('/api/apps/todo/new-task', { task: { title: 'Call the printer' } });
    expect(created.status).toBe(201);
    const tasks = await demoAxios.get('api/apps/todo', { params: { filter: 'all' } });
    expect(tasks.data[0].id).toBe(created.data);
    expect((await demoAxios.post('/api/app/todo/trash-todo', created.data)).data).toBe(created.data);

    expect((await demoAxios.get('/api/apps/calendar/events')).data.length).toBeGreaterThan(0);
    expect((await demoAxios.get('/api/users/list')).data).toHaveLength(50);
    resetDemoData();
    expect((await demoAxios.get('/api/app/chat/chat-contacts')).data.length).toBe(2);
  });

  it('passes every other request through to the real server', async () => {
    const response = await demoAxios.get(`${origin}/api/getcatalogue/sunrise-electronics`);
    expect(response.data).toEqual({
      status: 'success',
      from: 'real server',
      path: '/api/getcatalogue/sunrise-electronics',
    });
  });
});
