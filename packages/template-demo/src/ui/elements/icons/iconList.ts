import { type LucideProps, Icon as LucideShape } from 'lucide-react';
import { type ComponentType, createElement } from 'react';

export interface IconEntry {
  name: string;
  Icon: ComponentType<LucideProps>;
}

/**
 * Every lucide icon under its one canonical name, sorted, drawn by lucide-react's `Icon` from the
 * icon data of the `lucide` package. Loaded on demand. Not `import('lucide-react')`: that barrel
 * shares its icon modules with every page's icons, and the bundler then merged all 1,700 of them
 * into one chunk that the storefront downloaded too.
 */
export async function loadIcons(): Promise<IconEntry[]> {
  const { icons } = await import('lucide');
  return Object.entries(icons)
    .map(([name, node]) => ({
      name,
      Icon: (props: LucideProps) => createElement(LucideShape, { iconNode: node, ...props }),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Icons whose name contains the query, case and spaces ignored ("arrow up" finds ArrowUp). */
export function filterIcons<T extends { name: string }>(list: readonly T[], query: string): T[] {
  const q = query.toLowerCase().replace(/[\s_-]+/g, '');
  return q ? list.filter((i) => i.name.toLowerCase().includes(q)) : [...list];
}
