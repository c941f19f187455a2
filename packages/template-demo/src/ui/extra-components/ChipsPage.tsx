import { Check, Star } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { CloseButton, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { themeColors, titleCase } from '../shared/variants';
import { addChip } from './chips';
import './extra.scss';

/** A chip with a real remove button named after it. */
function Chip({
  label,
  colour = 'secondary',
  onRemove,
  children,
}: {
  label: string;
  colour?: string;
  onRemove?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('uiElements');
  return (
    <span
      className={`vt-chip bg-${colour}-subtle text-${colour}-emphasis border border-${colour}-subtle`}
      data-testid="chip"
    >
      {children}
      {label}
      {onRemove && <CloseButton aria-label={t('chips.remove', { label })} onClick={onRemove} />}
    </span>
  );
}

const people = [
  { name: 'Olivia Martin', avatar: 1 },
  { name: 'Liam Johnson', avatar: 2 },
  { name: 'Emma Brown', avatar: 3 },
];

/** Chips: removable ones, an input that adds a chip on Enter, colours, with pictures and icons. */
export default function ChipsPage() {
  const { t } = useTranslation('uiElements');
  const [tags, setTags] = useState(['React', 'TypeScript', 'Bootstrap']);
  const [draft, setDraft] = useState('');
  const [colours, setColours] = useState<string[]>([...themeColors].filter((c) => c !== 'light' && c !== 'dark'));
  const [selected, setSelected] = useState<string[]>(['Design']);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      setTags((list) => addChip(list, draft));
      setDraft('');
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      // Backspace in an empty field takes the last chip, as tag inputs usually do.
      setTags((list) => list.slice(0, -1));
    }
  };
  return (
    <ShowcasePage pageId="extraChips" description={t('chips.description')}>
      <ExampleGrid>
        <Example title={t('chips.input')} description={t('chips.inputHint')}>
          <div className="border rounded p-2 d-flex flex-wrap align-items-center gap-2">
            <ul className="list-unstyled mb-0 d-flex flex-wrap gap-2" aria-label={t('chips.tagsLabel')}>
              {tags.map((tag) => (
                <li key={tag}>
                  <Chip
                    label={tag}
                    colour="primary"
                    onRemove={() => setTags((list) => list.filter((x) => x !== tag))}
                  />
                </li>
              ))}
            </ul>
            <Form.Control
              className="border-0 shadow-none flex-grow-1 w-auto"
              style={{ minWidth: '8rem' }}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onKeyDown}
              placeholder={t('chips.placeholder')}
              aria-label={t('chips.add')}
            />
          </div>
          <p className="small text-body-secondary mt-2 mb-0" aria-live="polite">
            {t('chips.count', { count: tags.length })}
          </p>
        </Example>
        <Example title={t('chips.colours')} description={t('chips.coloursHint')}>
          <div className="d-flex flex-wrap gap-2">
            {colours.map((c) => (
              <Chip
                key={c}
                label={titleCase(c)}
                colour={c}
                onRemove={() => setColours((list) => list.filter((x) => x !== c))}
              />
            ))}
            {colours.length === 0 && (
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() => setColours(['primary', 'secondary', 'success', 'danger', 'warning', 'info'])}
              >
                {t('chips.restore')}
              </button>
            )}
          </div>
        </Example>
        <Example title={t('chips.pictures')}>
          <div className="d-flex flex-wrap gap-2">
            {people.map((p) => (
              <Chip key={p.name} label={p.name}>
                <img src={`/assets/demo/avatars/${p.avatar}.svg`} alt="" />
              </Chip>
            ))}
            <Chip label="Featured" colour="warning">
              <Star size={14} aria-hidden />
            </Chip>
          </div>
        </Example>
        <Example title={t('chips.choice')} description={t('chips.choiceHint')}>
          <div className="d-flex flex-wrap gap-2" role="group" aria-label={t('chips.choice')}>
            {['Design', 'Development', 'Marketing', 'Support'].map((name) => {
              const on = selected.includes(name);
              return (
                <button
                  key={name}
                  type="button"
                  aria-pressed={on}
                  className={`vt-chip border ${on ? 'bg-primary-subtle text-primary-emphasis border-primary' : 'bg-body text-body'}`}
                  onClick={() => setSelected((list) => (on ? list.filter((x) => x !== name) : [...list, name]))}
                >
                  {on && <Check size={14} aria-hidden />}
                  {name}
                </button>
              );
            })}
          </div>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
