import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { TreeView } from './tree/TreeView';
import type { TreeNode } from './tree/treeModel';
import { leavesOf } from './tree/treeModel';
import './tree/tree.scss';

const files: TreeNode[] = [
  {
    id: 'catalogue',
    label: 'Catalogue',
    children: [
      {
        id: 'clothing',
        label: 'Clothing',
        children: [
          { id: 'shirts', label: 'shirts.csv' },
          { id: 'scarves', label: 'scarves.csv' },
        ],
      },
      {
        id: 'home',
        label: 'Home',
        children: [
          { id: 'mugs', label: 'mugs.csv' },
          { id: 'lamps', label: 'lamps.csv' },
          { id: 'pots', label: 'plant-pots.csv' },
        ],
      },
      { id: 'readme', label: 'README.txt' },
    ],
  },
  {
    id: 'images',
    label: 'Images',
    children: [
      { id: 'banner', label: 'banner.webp' },
      { id: 'logo', label: 'logo.svg' },
    ],
  },
  { id: 'prices', label: 'prices.xlsx' },
];

const labelOf = (nodes: TreeNode[], id: string): string | undefined => {
  for (const n of nodes) {
    if (n.id === id) return n.label;
    const found = n.children && labelOf(n.children, id);
    if (found) return found;
  }
};

/** /extensions/tree: our own accessible tree with cascading checkboxes. */
export default function TreePage() {
  const { t } = useTranslation('uiExtensions');
  const [checked, setChecked] = useState<Set<string>>(new Set(['mugs']));
  const chosen = files.flatMap(leavesOf).filter((id) => checked.has(id));
  return (
    <ShowcasePage pageId="extTree" description={t('tree.description')}>
      <ExampleGrid>
        <Example title={t('tree.title')} description={t('tree.text')}>
          <TreeView nodes={files} label={t('tree.label')} checked={checked} onChecked={setChecked} />
        </Example>
        <Example title={t('tree.chosen')} description={t('tree.chosenText')}>
          <p aria-live="polite" className="mb-2" data-testid="tree-count">
            {t('tree.count', { count: chosen.length })}
          </p>
          <ul className="small mb-0">
            {chosen.map((id) => (
              <li key={id}>{labelOf(files, id)}</li>
            ))}
          </ul>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
