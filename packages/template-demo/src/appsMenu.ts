import type { NavGroup } from '@vitrine/web/template/navigation/types';
import { AppWindow, Calendar, CheckSquare, LayoutList, Mail, MessageSquare, Users } from 'lucide-react';

/**
 * The template's demo apps, on the in-browser mock (every screen says so); TEMPLATE_DEMO=false drops
 * them. The demo shop's catalog pages (group `apps` in catalog/pages.ts) join this group in the menu.
 */
export const appsMenu: NavGroup = {
  id: 'apps',
  type: 'group',
  title: 'menu.apps',
  icon: AppWindow,
  permissions: ['owner', 'admin'],
  children: [
    {
      id: 'email',
      type: 'item',
      title: 'menu.email',
      icon: Mail,
      permissions: ['owner', 'admin'],
      navLink: '/email',
    },
    {
      id: 'chat',
      type: 'item',
      title: 'menu.chat',
      icon: MessageSquare,
      permissions: ['owner', 'admin'],
      navLink: '/chat',
    },
    {
      id: 'todo',
      type: 'item',
      title: 'menu.todo',
      icon: CheckSquare,
      permissions: ['owner', 'admin'],
      navLink: '/todo',
    },
    {
      id: 'calendar',
      type: 'item',
      title: 'menu.calendar',
      icon: Calendar,
      permissions: ['owner', 'admin'],
      navLink: '/calendar',
    },
    {
      id: 'users',
      type: 'item',
      title: 'menu.users',
      icon: Users,
      permissions: ['owner', 'admin'],
      navLink: '/app/user',
    },
    {
      id: 'data-list',
      type: 'item',
      title: 'menu.dataList',
      icon: LayoutList,
      permissions: ['owner', 'admin'],
      navLink: '/data-list',
    },
  ],
};
