import type { Permission, PermissionArea } from '../../../mock/db/users';

export type Permissions = Record<PermissionArea, Permission>;
export type MockRole = 'admin' | 'staff' | 'user';

/** Who may see a menu entry: a role, or a permission flag of the sample data. */
export type Rule = { role: MockRole[] } | { area: PermissionArea; action: keyof Permission } | { always: true };

export const menuEntries: { key: string; rule: Rule }[] = [
  { key: 'dashboard', rule: { always: true } },
  { key: 'users', rule: { area: 'users', action: 'read' } },
  { key: 'newUser', rule: { area: 'users', action: 'create' } },
  { key: 'posts', rule: { area: 'posts', action: 'read' } },
  { key: 'comments', rule: { area: 'comments', action: 'read' } },
  { key: 'moderation', rule: { area: 'comments', action: 'write' } },
  { key: 'roles', rule: { role: ['admin'] } },
  { key: 'settings', rule: { role: ['admin'] } },
];

export function allows(rule: Rule, role: MockRole, permissions: Permissions): boolean {
  if ('always' in rule) return true;
  if ('role' in rule) return rule.role.includes(role);
  return permissions[rule.area][rule.action];
}
