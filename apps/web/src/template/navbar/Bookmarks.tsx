import { Star } from 'lucide-react';
import { useState } from 'react';
import { Badge, Button, Dropdown, Form, OverlayTrigger, Tooltip } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMediaQuery } from '../useMediaQuery';
import { iconByName } from './icons';
import { useBookmarks } from './useSearchData';

/** Bootstrap's `lg`: the starred shortcuts show from there (`d-lg-flex` below). */
const SHORTCUTS_MIN = 992;

/** Starred pages as navbar shortcuts, and a star menu that lists every page to (un)star it. */
export function Bookmarks() {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
  const shortcutsShown = useMediaQuery(`(min-width: ${SHORTCUTS_MIN}px)`);
  const { result, toggle, retry } = useBookmarks(opened ? 'now' : shortcutsShown ? 'idle' : 'later');
  const [filter, setFilter] = useState('');
  const all = result.state === 'ready' ? result.data : [];
  const starred = all.filter((b) => b.starred);
  const shown = all.filter((b) => b.title.toLowerCase().includes(filter.trim().toLowerCase()));

  return (
    <nav className="d-flex align-items-center" aria-label={t('bookmarks.label')} data-testid="bookmarks">
      <ul className="list-unstyled d-none d-lg-flex m-0 gap-1">
        {starred.map((b) => {
          const Icon = iconByName(b.icon);
          // A demo app (Chat, Email…) says so, to the eye and to a screen reader, so an owner
          // does not take it for a feature of the shop.
          const label = b.demo ? t('bookmarks.demoLabel', { title: b.title }) : b.title;
          const tip = b.demo ? `${b.title} · ${t('bookmarks.demoTip')}` : b.title;
          return (
            <li key={b.id}>
              <OverlayTrigger placement="bottom" overlay={<Tooltip id={`bm-${b.id}`}>{tip}</Tooltip>}>
                <Link
                  to={b.link}
                  className="btn-icon position-relative"
                  aria-label={label}
                  data-testid={`bookmark-link-${b.id}`}
                >
                  <Icon size={20} aria-hidden />
                  {b.demo && (
                    <span className="vt-bookmark-demo" aria-hidden data-testid="bookmark-demo-badge">
                      {t('bookmarks.demoBadge')}
                    </span>
                  )}
                </Link>
              </OverlayTrigger>
            </li>
          );
        })}
      </ul>
      <Dropdown autoClose="outside" onToggle={(open) => open && setOpened(true)}>
        <Dropdown.Toggle as="button" className="btn-icon" bsPrefix="vt" aria-label={t('bookmarks.open')}>
          <Star size={20} className="vt-bookmark-starred" aria-hidden />
        </Dropdown.Toggle>
        <Dropdown.Menu style={{ width: '18rem' }} className="p-2">
          <Form.Control
            size="sm"
            placeholder={t('bookmarks.filter')}
            aria-label={t('bookmarks.filter')}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            className="mb-2"
          />
          {result.state === 'error' && (
            <div className="small p-2">
              {t('bookmarks.loadError')}{' '}
              <Button size="sm" variant="link" onClick={retry}>
                {t('retry', { ns: 'common' })}
              </Button>
            </div>
          )}
          <ul className="list-unstyled m-0" style={{ maxHeight: '18rem', overflowY: 'auto' }}>
            {shown.map((b) => {
              const Icon = iconByName(b.icon);
              return (
                <li key={b.id} className="d-flex align-items-center gap-2 px-1 py-1">
                  <Icon size={16} aria-hidden />
                  <Link to={b.link} className="flex-grow-1 text-body text-decoration-none">
                    {b.title}
                    {b.demo && <span className="visually-hidden"> ({t('bookmarks.demoBadge')})</span>}
                  </Link>
                  {b.demo && (
                    <Badge bg="warning" text="dark" aria-hidden>
                      {t('bookmarks.demoBadge')}
                    </Badge>
                  )}
                  <button
                    type="button"
                    className="btn-icon"
                    aria-pressed={b.starred}
                    aria-label={t(b.starred ? 'bookmarks.unstar' : 'bookmarks.star', { title: b.title })}
                    data-testid={`bookmark-star-${b.id}`}
                    onClick={() => toggle(b.id)}
                  >
                    <Star size={16} className={b.starred ? 'vt-bookmark-starred' : ''} aria-hidden />
                  </button>
                </li>
              );
            })}
            {result.state === 'loading' && (
              <li className="small p-2 text-body-secondary" role="status">
                {t('loading', { ns: 'common' })}
              </li>
            )}
            {result.state === 'ready' && shown.length === 0 && <li className="small p-2">{t('bookmarks.none')}</li>}
          </ul>
        </Dropdown.Menu>
      </Dropdown>
    </nav>
  );
}
