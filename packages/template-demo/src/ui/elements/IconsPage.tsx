import { Loading } from '@vitrine/web/components/ui';
import { useDeferredValue, useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { SearchField } from '../../apps/shared/SearchField';
import { Example, ShowcasePage } from '../shared/ShowcasePage';
import { filterIcons, type IconEntry, loadIcons } from './icons/iconList';
import './icons/icons.scss';

/** How many icons show at first and per "Show more": the page stays fast with ~1,700 icons. */
const PAGE = 120;

/**
 * The lucide icon gallery: search by name, a grid of icon buttons named after their icon, and a
 * click copies the JSX (`<Camera />`) to the clipboard with a toast to confirm.
 */
export default function IconsPage() {
  const { t } = useTranslation('uiElements');
  const [icons, setIcons] = useState<IconEntry[] | null>(null);
  const [error, setError] = useState(false);
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(PAGE);
  const deferred = useDeferredValue(query);

  useEffect(() => {
    let live = true;
    loadIcons()
      .then((list) => live && setIcons(list))
      .catch(() => live && setError(true));
    return () => {
      live = false;
    };
  }, []);

  const matches = icons ? filterIcons(icons, deferred) : [];
  const copy = async (name: string) => {
    const text = `<${name} />`;
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('icons.copied', { text }), { toastId: 'icon-copied' });
    } catch {
      toast.error(t('icons.copyFailed'), { toastId: 'icon-copied' });
    }
  };

  return (
    <ShowcasePage pageId="icons" description={t('icons.description')}>
      <Example title={t('icons.gallery')} description={t('icons.hint')}>
        <SearchField
          className="mb-3"
          value={query}
          onChange={(value) => {
            setQuery(value);
            setShown(PAGE);
          }}
          label={t('icons.search')}
          placeholder={t('icons.searchPlaceholder')}
          testId="icon-search"
        />
        {error && <p className="text-danger-emphasis">{t('icons.loadFailed')}</p>}
        {!icons && !error && <Loading />}
        {icons && (
          <>
            <p className="small text-body-secondary" aria-live="polite" data-testid="icon-count">
              {t('icons.count', { count: matches.length, total: icons.length })}
            </p>
            {matches.length === 0 ? (
              <p className="text-body-secondary">{t('icons.none', { query: deferred })}</p>
            ) : (
              <ul className="vt-icon-grid list-unstyled mb-3">
                {matches.slice(0, shown).map(({ name, Icon }) => (
                  <li key={name}>
                    <button
                      type="button"
                      className="vt-icon-button"
                      aria-label={name}
                      title={name}
                      onClick={() => copy(name)}
                    >
                      <Icon size={24} aria-hidden />
                      <span className="vt-icon-name" aria-hidden>
                        {name}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {matches.length > shown && (
              <Button variant="outline-primary" onClick={() => setShown((n) => n + PAGE)}>
                {t('icons.more', { count: Math.min(PAGE, matches.length - shown) })}
              </Button>
            )}
          </>
        )}
      </Example>
    </ShowcasePage>
  );
}
