import { describe, expect, it } from 'vitest';
import { allows, menuEntries, type Permissions } from './rules';

const none = { read: false, write: false, create: false, delete: false };
const readOnly: Permissions = {
  users: { ...none, read: true },
  posts: none,
  comments: { ...none, read: true, write: true },
};

describe('access rules', () => {
  it('gates by role, by permission flag, or not at all', () => {
    expect(allows({ always: true }, 'staff', readOnly)).toBe(true);
    expect(allows({ role: ['admin'] }, 'staff', readOnly)).toBe(false);
    expect(allows({ role: ['admin'] }, 'admin', readOnly)).toBe(true);
    expect(allows({ area: 'users', action: 'read' }, 'staff', readOnly)).toBe(true);
    expect(allows({ area: 'posts', action: 'read' }, 'admin', readOnly)).toBe(false);
  });

  it('shows a staff member only the entries their flags allow', () => {
    const shown = menuEntries.filter((e) => allows(e.rule, 'staff', readOnly)).map((e) => e.key);
    expect(shown).toEqual(['dashboard', 'users', 'comments', 'moderation']);
  });
});
