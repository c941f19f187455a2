import type { SharePreview } from '@vitrine/contracts';
import { Check, Copy, Share2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button, Card, Col, Form, InputGroup, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { LoadError, Loading } from '../../../components/ui';
import { useShopLinkUsed } from '../dashboard/setupApi';
import { queryState } from '../shared/queryState';
import { copyText } from './copyText';
import { FeedLinks } from './FeedLinks';
import { QrCode } from './QrCode';
import { useGetSharePreviewQuery } from './shareApi';
import './sharePanel.scss';

/**
 * The share panel: the link with Copy, the preview as a chat app shows it (the server's own card and
 * texts), Share on WhatsApp, and a QR code to print. For the shop, or for one product; the shop's
 * panel also lists its product feeds for Meta and Google.
 */
export function SharePanel({ productId }: { productId?: number }) {
  const { t } = useTranslation('account');
  // Saving the shop or the product invalidates 'Share': the preview follows without a reload.
  const { result, retry } = queryState(useGetSharePreviewQuery(productId));

  return (
    <Card data-testid="share-panel">
      <Card.Body>
        <h2 className="h5 d-flex align-items-center gap-2">
          <Share2 size={18} aria-hidden />
          {productId === undefined ? t('share.titleShop') : t('share.titleProduct')}
        </h2>
        {result.state === 'loading' && <Loading />}
        {result.state === 'error' && <LoadError message={result.message} onRetry={retry} />}
        {result.state === 'ready' && <ShareBody share={result.data.share} productId={productId} />}
      </Card.Body>
    </Card>
  );
}

function ShareBody({ share, productId }: { share: SharePreview; productId?: number }) {
  const { t } = useTranslation('account');
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const domain = new URL(share.url).host;
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${share.title} ${share.url}`)}`;
  const fileName = `qr-${new URL(share.url).pathname.split('/')[1]}${productId ? `-${productId}` : ''}`;
  // Handing the link out (copy, WhatsApp, the QR code) ticks the setup guide's last step, on every page.
  const linkUsed = useShopLinkUsed();

  return (
    <Row className="g-4">
      <Col xs={12} lg={7}>
        <p className="text-body-secondary small mb-2" id="share-preview-label">
          {t('share.previewHint')}
        </p>
        <figure className="vt-share-preview mb-0" aria-labelledby="share-preview-label">
          <img
            src={share.card.url}
            width={share.card.width}
            height={share.card.height}
            alt={share.card.alt}
            className="vt-share-card"
            data-testid="share-card"
          />
          <figcaption className="p-2">
            <div className="vt-share-domain">{domain}</div>
            <div className="fw-semibold text-truncate">{share.title}</div>
            {share.description && <div className="vt-share-description small">{share.description}</div>}
          </figcaption>
        </figure>
      </Col>
      <Col xs={12} lg={5} className="d-flex flex-column gap-3">
        <Form.Group controlId={`share-link-${productId ?? 'shop'}`}>
          <Form.Label>{t('share.link')}</Form.Label>
          <InputGroup>
            <Form.Control ref={field} readOnly value={share.url} onFocus={(e) => e.currentTarget.select()} />
            <Button
              variant="primary"
              onClick={() => {
                linkUsed();
                void copyText(share.url, field.current).then(setCopied);
              }}
            >
              {copied ? (
                <Check size={16} className="me-1" aria-hidden />
              ) : (
                <Copy size={16} className="me-1" aria-hidden />
              )}
              {copied ? t('share.copied') : t('share.copy')}
            </Button>
          </InputGroup>
          <div role="status" className="small mt-1 text-body-secondary">
            {copied === false ? t('share.copyFailed') : ''}
          </div>
        </Form.Group>
        <a
          className="btn btn-success align-self-start"
          href={whatsapp}
          target="_blank"
          rel="noreferrer"
          onClick={linkUsed}
        >
          {t('share.whatsapp')}
        </a>
        {/* A click in the QR block (downloading it) counts as handing the link out too. */}
        <div
          onClickCapture={(event: React.MouseEvent) => (event.target as HTMLElement).closest('button, a') && linkUsed()}
        >
          <div className="form-label">{t('share.qr')}</div>
          <QrCode value={share.url} fileName={fileName} />
        </div>
      </Col>
      {productId === undefined && (
        <Col xs={12} className="border-top pt-3">
          <FeedLinks shopLink={share.url} />
        </Col>
      )}
    </Row>
  );
}
