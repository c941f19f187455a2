import { FileText, Search, X } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePointerChoice } from '../../components/usePointerChoice';
import { loadedTemplateDemo } from '../templateDemo';
import { iconByName } from './icons';
import { useMainSearch } from './useSearchData';

interface Option {
  key: string;
  group: string;
  title: string;
  detail: string;
  link?: string;
  icon?: string;
  img?: string;
}

/**
 * Navbar search over the mock's pages, files and contacts: a combobox whose results are grouped
 * Pages / Files / Contacts (at most 4 each). Arrow keys move, Enter opens a page, Escape closes.
 */
export function SearchBox() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const hover = usePointerChoice(setActive);
  const { result, retry } = useMainSearch(open);
  const listId = useId();
  const opener = useRef<HTMLButtonElement>(null);

  const groups = useMemo(
    () => (result.state === 'ready' ? (loadedTemplateDemo()?.filterSearch(result.data, query) ?? []) : []),
    [result, query],
  );
  const options: Option[] = useMemo(
    () =>
      groups.flatMap((group) =>
        group.groupTitle === 'Pages'
          ? group.data.map((p) => ({
              key: `p-${p.id}`,
              group: 'Pages',
              title: p.title,
              detail: p.link,
              link: p.link,
              icon: p.icon,
            }))
          : group.groupTitle === 'Files'
            ? group.data.map((f) => ({
                key: `f-${f.title}`,
                group: 'Files',
                title: f.title,
                detail: `${t('search.by', { name: f.by })} · ${f.size}`,
              }))
            : group.data.map((c) => ({
                key: `c-${c.email}`,
                group: 'Contacts',
                title: c.title,
                detail: c.email,
                img: c.img,
              })),
      ),
    [groups, t],
  );

  const close = () => {
    setOpen(false);
    setQuery('');
    setActive(0);
    opener.current?.focus();
  };
  const choose = (option: Option | undefined) => {
    if (!option) return;
    if (option.link) navigate(option.link);
    close();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (options.length ? (i + 1) % options.length : 0));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (options.length ? (i - 1 + options.length) % options.length : 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      close();
    }
  };

  if (!open) {
    return (
      <button
        ref={opener}
        type="button"
        className="btn-icon"
        aria-label={t('search.open')}
        onClick={() => setOpen(true)}
      >
        <Search size={20} aria-hidden />
      </button>
    );
  }

  const optionId = (i: number) => `${listId}-o${i}`;
  let index = -1;
  return (
    <div className="vt-search" data-testid="navbar-search">
      <Search size={20} aria-hidden />
      <input
        // biome-ignore lint/a11y/noAutofocus: opening the search is asking to type in it.
        autoFocus
        role="combobox"
        aria-label={t('search.label')}
        aria-expanded={query.trim() !== ''}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={options.length ? optionId(active) : undefined}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="btn-icon" aria-label={t('search.close')} onClick={close}>
        <X size={20} aria-hidden />
      </button>
      {query.trim() !== '' && (
        <div className="vt-search-results" id={listId} role="listbox" aria-label={t('search.label')}>
          {result.state === 'error' && (
            <div className="px-3 py-2 d-flex align-items-center gap-2">
              <span>{t('search.loadError')}</span>
              <Button size="sm" variant="outline-primary" onClick={retry}>
                {t('retry', { ns: 'common' })}
              </Button>
            </div>
          )}
          {result.state === 'ready' && options.length === 0 && (
            <div className="px-3 py-2">{t('search.noResults', { query: query.trim() })}</div>
          )}
          {groups.map((group) => (
            <div role="group" key={group.groupTitle} aria-label={t(`search.groups.${group.groupTitle}`)}>
              <div className="vt-search-group" role="presentation">
                {t(`search.groups.${group.groupTitle}`)}
              </div>
              {options
                .filter((o) => o.group === group.groupTitle)
                .map((option) => {
                  index += 1;
                  const i = index;
                  const Icon = option.icon ? iconByName(option.icon) : FileText;
                  return (
                    <div
                      key={option.key}
                      id={optionId(i)}
                      role="option"
                      tabIndex={-1}
                      aria-selected={i === active}
                      className="vt-search-option"
                      onMouseMove={hover(i)}
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => choose(option)}
                      onKeyDown={onKeyDown}
                    >
                      {option.img ? <img src={option.img} alt="" /> : <Icon size={18} aria-hidden />}
                      <span>
                        {option.title}
                        <br />
                        <small>{option.detail}</small>
                      </span>
                    </div>
                  );
                })}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
