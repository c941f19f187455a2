import { type FeedKind, feedPath } from '@vitrine/contracts/links';
import { Check, Copy, Rss } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { copyText } from './copyText';

/** One feed address, read-only, with its own Copy button. */
function FeedField({ kind, url }: { kind: FeedKind; url: string }) {
  const { t } = useTranslation('account');
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const label = t(`share.feeds.${kind}`);
  return (
    <Form.Group controlId={`share-feed-${kind}`}>
      <Form.Label className="mb-1">{label}</Form.Label>
      <InputGroup size="sm">
        <Form.Control ref={field} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <Button
          variant="outline-primary"
          aria-label={
            copied ? t('share.feeds.copiedAddress', { feed: label }) : t('share.feeds.copyAddress', { feed: label })
          }
          onClick={() => {
            void copyText(url, field.current).then(setCopied);
          }}
        >
          {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
        </Button>
      </InputGroup>
      <div role="status" className="small text-body-secondary">
        {copied === false ? t('share.copyFailed') : ''}
      </div>
      <p className="small text-body-secondary mb-0">{t(`share.feeds.${kind}HowTo`)}</p>
    </Form.Group>
  );
}

/**
 * The shop's product feeds: the addresses Meta Commerce Manager (WhatsApp, Instagram) and
 * Google Merchant Center fetch on a schedule, on the shop link's own origin, with how to add them.
 */
export function FeedLinks({ shopLink }: { shopLink: string }) {
  const { t } = useTranslation('account');
  const link = new URL(shopLink);
  const shopUrl = decodeURIComponent(link.pathname.split('/')[1] ?? '');
  const urlOf = (kind: FeedKind) => new URL(feedPath(shopUrl, kind), link.origin).toString();
  return (
    <section aria-labelledby="share-feeds-title" className="d-flex flex-column gap-3" data-testid="share-feeds">
      <div>
        <h3 id="share-feeds-title" className="h6 d-flex align-items-center gap-2 mb-1">
          <Rss size={16} aria-hidden />
          {t('share.feeds.title')}
        </h3>
        <p className="small text-body-secondary mb-0">{t('share.feeds.intro')}</p>
      </div>
      <FeedField kind="meta" url={urlOf('meta')} />
      <FeedField kind="google" url={urlOf('google')} />
    </section>
  );
}
