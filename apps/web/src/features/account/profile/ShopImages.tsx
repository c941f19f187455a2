import type { MasterItem, ShopImage } from '@vitrine/contracts';
import { Share2, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ImageUploadButton } from '../shared/ImageUploadButton';

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
  const [type, setType] = useState(types[0]?.code ?? 'logo');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const typeName = (code: string) => types.find((x) => x.code === code)?.name ?? code;

  const onUploaded = (url: string) => {
    setError(null);
    const added = { image_url: url, image_type: type };
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
          <ImageUploadButton onUploaded={onUploaded} onFailed={setError} testId="shop-image-input" />
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
