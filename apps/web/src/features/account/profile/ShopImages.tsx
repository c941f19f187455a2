import type { MasterItem, ShopImage } from '@vitrine/contracts';
import { ImagePlus, Share2, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '../api/shopApi';
import { useFailureText } from '../shared/ui';

/** Logo and shop pictures: upload with preview, each tagged with a type from `shop_image_types`. */
export function ShopImages({
  images,
  types,
  onChange,
  onUseForPreviews,
}: {
  images: ShopImage[];
  types: MasterItem[];
  onChange: (images: ShopImage[]) => void;
  /** Makes a picture the one link previews show (the SEO picture). */
  onUseForPreviews: (url: string) => void;
}) {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const [type, setType] = useState(types[0]?.code ?? 'logo');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const typeName = (code: string) => types.find((x) => x.code === code)?.name ?? code;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    const result = await uploadImage(file);
    setBusy(false);
    if (!result.ok) {
      setError(result.errors.file ?? failureText(result.message) ?? t('profile.uploadFailed'));
      return;
    }
    const added = { image_url: result.data.image.url, image_type: type };
    // One logo: a new logo replaces the old one.
    onChange(type === 'logo' ? [added, ...images.filter((i) => i.image_type !== 'logo')] : [...images, added]);
  };

  return (
    <div data-testid="shop-images">
      {images.length === 0 && <p className="text-body-secondary">{t('profile.noImages')}</p>}
      <Row xs={2} sm={3} lg={4} className="g-3 mb-3">
        {images.map((image, index) => (
          <Col key={image.image_url}>
            <figure className="border rounded p-2 h-100 d-flex flex-column mb-0">
              <img
                src={image.image_url}
                alt={t('profile.imageAlt', { type: typeName(image.image_type) })}
                className="w-100 object-fit-contain mb-2"
                style={{ height: 100 }}
              />
              <figcaption className="small d-flex align-items-center justify-content-between gap-1 mt-auto">
                <span>{typeName(image.image_type)}</span>
                <Button
                  size="sm"
                  variant="outline-primary"
                  className="ms-auto"
                  aria-label={`${t('profile.useAsSeo')}: ${typeName(image.image_type)} ${index + 1}`}
                  title={t('profile.useAsSeo')}
                  onClick={() => onUseForPreviews(image.image_url)}
                >
                  <Share2 size={14} aria-hidden />
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  aria-label={`${t('common.remove')}: ${typeName(image.image_type)} ${index + 1}`}
                  onClick={() => onChange(images.filter((_, i) => i !== index))}
                >
                  <Trash2 size={14} aria-hidden />
                </Button>
              </figcaption>
            </figure>
          </Col>
        ))}
      </Row>
      <div className="d-flex flex-wrap align-items-end gap-2">
        <Form.Group controlId={`${inputId}-type`}>
          <Form.Label>{t('profile.imageType')}</Form.Label>
          <Form.Select value={type} onChange={(e) => setType(e.target.value)}>
            {types.map((x) => (
              <option key={x.code} value={x.code}>
                {x.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <div>
          <Form.Label htmlFor={inputId} className="btn btn-outline-primary mb-0">
            {busy ? (
              <Spinner size="sm" className="me-2" aria-hidden />
            ) : (
              <ImagePlus size={16} className="me-2" aria-hidden />
            )}
            {busy ? t('profile.uploading') : t('profile.addImage')}
          </Form.Label>
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="visually-hidden"
            disabled={busy}
            data-testid="shop-image-input"
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </div>
      </div>
      {error && (
        <Alert variant="danger" className="mt-2">
          {error}
        </Alert>
      )}
    </div>
  );
}
