import { ChevronDown, RefreshCw, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, Card, Col, Collapse, Row, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Example, ShowcasePage } from '../shared/ShowcasePage';
import './cards.scss';

const initialCards = [
  { id: 'sales', title: 'Sales report', text: 'Sales grew 12% this week, led by headphones and cameras.' },
  { id: 'traffic', title: 'Traffic', text: 'Most visitors arrive from search; mobile visits are up 8%.' },
  { id: 'stock', title: 'Stock alerts', text: 'Three products run low: order more game pads soon.' },
];

const refreshedLines = [
  'Updated: 14 new orders since the last refresh.',
  'Updated: conversion is steady at 3.4%.',
  'Updated: two returns are waiting for review.',
];

/** One card with the three actions: fold its body, refresh it (spinner over it), remove it. */
function ActionCard({ title, text, onRemove }: { title: string; text: string; onRemove: () => void }) {
  const { t } = useTranslation('uiElements');
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const [refreshes, setRefreshes] = useState(0);
  const bodyId = `card-body-${title.replace(/\s+/g, '-').toLowerCase()}`;
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => {
      setBusy(false);
      setRefreshes((n) => n + 1);
    }, 1200);
    return () => clearTimeout(timer);
  }, [busy]);
  return (
    <Card className="h-100 position-relative" data-testid="action-card" aria-busy={busy}>
      <Card.Header className="d-flex align-items-center justify-content-between gap-2">
        <h3 className="h6 mb-0">{title}</h3>
        <div className="d-flex gap-1">
          <Button
            size="sm"
            variant="outline-secondary"
            aria-expanded={open}
            aria-controls={bodyId}
            aria-label={t('actionCards.collapse', { title })}
            onClick={() => setOpen((o) => !o)}
          >
            <ChevronDown size={16} aria-hidden style={{ transform: open ? undefined : 'rotate(-90deg)' }} />
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            aria-label={t('actionCards.refresh', { title })}
            disabled={busy}
            onClick={() => setBusy(true)}
          >
            <RefreshCw size={16} aria-hidden />
          </Button>
          <Button size="sm" variant="outline-danger" aria-label={t('actionCards.remove', { title })} onClick={onRemove}>
            <X size={16} aria-hidden />
          </Button>
        </div>
      </Card.Header>
      <Collapse in={open}>
        <div id={bodyId}>
          <Card.Body>
            <p className="mb-2">{text}</p>
            <p className="small text-body-secondary mb-0" aria-live="polite">
              {refreshes > 0 ? refreshedLines[(refreshes - 1) % refreshedLines.length] : t('actionCards.notRefreshed')}
            </p>
          </Card.Body>
        </div>
      </Collapse>
      {busy && (
        <div className="vt-card-overlay" role="status">
          <Spinner aria-hidden />
          <span className="visually-hidden">{t('actionCards.refreshing')}</span>
        </div>
      )}
    </Card>
  );
}

/** Action cards: collapse, refresh with a spinner overlay, and remove with an Undo in a toast. */
export default function ActionCardsPage() {
  const { t } = useTranslation('uiElements');
  const [cards, setCards] = useState(initialCards);
  const remove = (id: string) => {
    const index = cards.findIndex((c) => c.id === id);
    const card = cards[index];
    setCards((list) => list.filter((c) => c.id !== id));
    toast.info(
      ({ closeToast }) => (
        <div className="d-flex align-items-center justify-content-between gap-2 w-100">
          <span>{t('actionCards.removed', { title: card.title })}</span>
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => {
              // Put it back where it was, even if other cards went since.
              setCards((list) => {
                const next = list.filter((c) => c.id !== id);
                next.splice(Math.min(index, next.length), 0, card);
                return next;
              });
              closeToast();
            }}
          >
            {t('actionCards.undo')}
          </Button>
        </div>
      ),
      { toastId: `removed-${id}`, autoClose: 6000 },
    );
  };
  return (
    <ShowcasePage pageId="actionCards" description={t('actionCards.description')}>
      <Example title={t('actionCards.example')} description={t('actionCards.hint')}>
        {cards.length === 0 ? (
          <div className="text-center py-4">
            <p className="text-body-secondary">{t('actionCards.empty')}</p>
            <Button onClick={() => setCards(initialCards)}>{t('actionCards.restore')}</Button>
          </div>
        ) : (
          <Row xs={1} md={2} xl={3} className="g-3">
            {cards.map((c) => (
              <Col key={c.id}>
                <ActionCard title={c.title} text={c.text} onRemove={() => remove(c.id)} />
              </Col>
            ))}
          </Row>
        )}
      </Example>
    </ShowcasePage>
  );
}
