import {
  type AccountShop,
  type CatalogueHeader,
  defaultCatalogueHeader,
  type HeaderItem,
  type HeaderTextStyle,
  headerFontFamilies,
  headerFontStyles,
  headerItems,
  limits,
  parseCatalogueHeader,
} from '@vitrine/contracts';
import { ExternalLink, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { LoadError, Loading, PageHeader, useFailureText } from '../../../components/ui';
import { ShopHeader } from '../../storefront/header/ShopHeader';
import { asOwnerResult } from '../api/ownerApi';
import { useGetAccountShopQuery, useUpdateAccountShopMutation } from '../api/shopApi';
import { SharePanel } from '../share/SharePanel';
import { useOwnerForm } from '../shared/ownerForm';
import { queryState } from '../shared/queryState';
import './headerDesigner.scss';

/** The header designer: background and, per line, on/off and its text style, previewed with the storefront's own header. */
export default function HeaderDesignerPage() {
  const { t } = useTranslation('account');
  const { result, retry } = queryState(useGetAccountShopQuery());
  if (result.state === 'loading') return <Loading />;
  if (result.state === 'error') return <LoadError message={result.message} onRetry={retry} />;
  return (
    <>
      <PageHeader
        title={t('header.title')}
        subtitle={t('header.subtitle')}
        actions={
          <a
            href={`/${result.data.shop.shop_catalogue_url}`}
            target="_blank"
            rel="noreferrer"
            className="btn btn-outline-primary"
          >
            <ExternalLink size={16} className="me-2" aria-hidden />
            {t('common.viewOnStorefront')}
          </a>
        }
      />
      <Designer shop={result.data.shop} />
    </>
  );
}

/** `#abc` → `#aabbcc`, because a colour input only takes the long form; rgb() is converted too. */
function toHex(colour: string): string {
  if (/^#[0-9a-f]{6}$/i.test(colour)) return colour;
  if (/^#[0-9a-f]{3}$/i.test(colour)) return `#${[...colour.slice(1)].map((c) => c + c).join('')}`;
  const rgb = colour.match(/^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/);
  if (rgb)
    return `#${rgb
      .slice(1)
      .map((n) => Number(n).toString(16).padStart(2, '0'))
      .join('')}`;
  return '#000000';
}

function Designer({ shop }: { shop: AccountShop }) {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const [saved, setSaved] = useState<CatalogueHeader>(() => parseCatalogueHeader(shop.shop_catalogue_header));
  const [header, setHeader] = useState<CatalogueHeader>(saved);
  const form = useOwnerForm(JSON.stringify(header) !== JSON.stringify(saved));
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [apiError, setApiError] = useState<string | null>(null);
  const [update] = useUpdateAccountShopMutation();

  const setItem = (item: HeaderItem, changes: Partial<HeaderTextStyle>) =>
    setHeader((h) => ({ ...h, [item]: { ...h[item], ...changes } }));

  const save = async () => {
    setBusy(true);
    setErrors({});
    setApiError(null);
    const result = await asOwnerResult(update({ shop_catalogue_header: header }));
    setBusy(false);
    if (!result.ok) {
      const fieldErrors: Record<string, string> = {};
      for (const [name, message] of Object.entries(result.errors))
        fieldErrors[name.replace(/^shop_catalogue_header\./, '')] = message;
      setErrors(fieldErrors);
      setApiError(failureText(result.message));
      form.showFirstProblem();
      return;
    }
    const stored = parseCatalogueHeader(result.data.shop.shop_catalogue_header);
    setSaved(stored);
    setHeader(stored);
    toast.success(t('header.saved'));
  };

  return (
    <Row className="g-4">
      <Col xs={12}>
        <Card>
          <Card.Body>
            <h2 className="h5">{t('header.preview')}</h2>
            <div className="vt-header-preview border rounded overflow-hidden" data-testid="header-preview">
              <ShopHeader shop={shop} header={header} />
            </div>
          </Card.Body>
        </Card>
      </Col>
      <Col xs={12}>
        <Card>
          <Card.Body>
            <Form
              ref={form.formRef}
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void save();
              }}
            >
              <Form.Group controlId="header-bg" className="mb-4" style={{ maxWidth: 260 }}>
                <Form.Label>{t('header.bg_color')}</Form.Label>
                <Form.Control
                  type="color"
                  value={toHex(header.bg_color)}
                  isInvalid={!!errors.bg_color}
                  onChange={(e) => setHeader((h) => ({ ...h, bg_color: e.target.value }))}
                />
                <Form.Control.Feedback type="invalid">{errors.bg_color}</Form.Control.Feedback>
              </Form.Group>
              {headerItems.map((item) => {
                const entry = header[item];
                const label = t(`header.items.${item}`);
                return (
                  <fieldset key={item} className="border rounded p-3 mb-3" data-testid={`header-item-${item}`}>
                    <legend className="float-none w-auto px-2 fs-6 fw-semibold mb-0">{label}</legend>
                    <Row className="g-3 align-items-end">
                      <Col xs={12} md={2}>
                        <Form.Check
                          type="switch"
                          id={`header-${item}-status`}
                          label={t('header.show')}
                          checked={entry.status}
                          onChange={(e) => setItem(item, { status: e.target.checked })}
                        />
                      </Col>
                      <Form.Group as={Col} xs={12} md={4} controlId={`header-${item}-font`}>
                        <Form.Label>{t('header.fontFamily')}</Form.Label>
                        <Form.Select
                          value={entry.font_family}
                          isInvalid={!!errors[`${item}.font_family`]}
                          onChange={(e) =>
                            setItem(item, { font_family: e.target.value as HeaderTextStyle['font_family'] })
                          }
                        >
                          {headerFontFamilies.map((f) => (
                            <option key={f} value={f} style={{ fontFamily: f }}>
                              {f === 'inherit' ? t('header.fonts.inherit') : f.split(',')[0]}
                            </option>
                          ))}
                        </Form.Select>
                      </Form.Group>
                      <Form.Group as={Col} xs={4} md={2} controlId={`header-${item}-size`}>
                        <Form.Label>{t('header.fontSize')}</Form.Label>
                        <Form.Control
                          type="number"
                          min={limits.headerFontSize.min}
                          max={limits.headerFontSize.max}
                          value={entry.font_size}
                          isInvalid={!!errors[`${item}.font_size`]}
                          onChange={(e) => {
                            const size = Math.round(Number(e.target.value));
                            if (Number.isFinite(size))
                              setItem(item, {
                                font_size: Math.min(
                                  limits.headerFontSize.max,
                                  Math.max(limits.headerFontSize.min, size),
                                ),
                              });
                          }}
                        />
                        <Form.Control.Feedback type="invalid">{errors[`${item}.font_size`]}</Form.Control.Feedback>
                      </Form.Group>
                      <Form.Group as={Col} xs={3} md={2} controlId={`header-${item}-color`}>
                        <Form.Label>{t('header.fontColor')}</Form.Label>
                        <Form.Control
                          type="color"
                          value={toHex(entry.font_color)}
                          onChange={(e) => setItem(item, { font_color: e.target.value })}
                        />
                      </Form.Group>
                      <Form.Group as={Col} xs={5} md={2} controlId={`header-${item}-style`}>
                        <Form.Label>{t('header.fontStyle')}</Form.Label>
                        <Form.Select
                          value={entry.font_style}
                          onChange={(e) =>
                            setItem(item, { font_style: e.target.value as HeaderTextStyle['font_style'] })
                          }
                        >
                          {headerFontStyles.map((s) => (
                            <option key={s} value={s}>
                              {t(`header.styles.${s}`)}
                            </option>
                          ))}
                        </Form.Select>
                      </Form.Group>
                    </Row>
                  </fieldset>
                );
              })}
              {form.leaveDialog}
              {apiError && (
                <Alert variant="danger" data-form-summary>
                  {apiError}
                </Alert>
              )}
              <div className="d-flex flex-wrap gap-2">
                <Button type="submit" disabled={busy} data-testid="save-header">
                  {busy && <Spinner size="sm" className="me-2" aria-hidden />}
                  {busy ? t('common.saving') : t('common.save')}
                </Button>
                <Button variant="outline-secondary" onClick={() => setHeader(defaultCatalogueHeader)}>
                  <RotateCcw size={16} className="me-2" aria-hidden />
                  {t('header.reset')}
                </Button>
              </div>
            </Form>
          </Card.Body>
        </Card>
      </Col>
      <Col xs={12}>
        <SharePanel />
      </Col>
    </Row>
  );
}
