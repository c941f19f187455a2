import { Star, Trash2 } from 'lucide-react';
import type { Dispatch, SetStateAction } from 'react';
import { Button, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ImageUploadButton } from '../shared/ImageUploadButton';

/** At most this many pictures per product. */
const MAX_PICTURES = 10;

/** The product's pictures: the first is the main one; any other can take its place or go. */
export function ProductPictures({
  images,
  setImages,
}: {
  images: string[];
  setImages: Dispatch<SetStateAction<string[]>>;
}) {
  const { t } = useTranslation('account');
  return (
    <Card>
      <Card.Body>
        <h2 className="h5">{t('products.fields.images')}</h2>
        <ul className="list-unstyled d-flex flex-wrap gap-2">
          {images.map((url, index) => (
            <li key={url} className="border rounded p-1 text-center" style={{ width: 132 }}>
              <img src={url} alt="" width={100} height={100} className="object-fit-cover rounded" />
              <div className="d-flex flex-wrap align-items-center justify-content-center gap-1 mt-1">
                {index === 0 ? (
                  <span className="badge text-bg-primary text-wrap">{t('products.mainImage')}</span>
                ) : (
                  <Button
                    size="sm"
                    variant="outline-primary"
                    aria-label={t('products.makeMain')}
                    onClick={() => setImages((list) => [url, ...list.filter((u) => u !== url)])}
                  >
                    <Star size={14} aria-hidden />
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="outline-danger"
                  aria-label={t('common.remove')}
                  onClick={() => setImages((list) => list.filter((u) => u !== url))}
                >
                  <Trash2 size={14} aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <ImageUploadButton
          onUploaded={(url) => setImages((list) => [...list, url])}
          onFailed={(message) => toast.error(message)}
          disabled={images.length >= MAX_PICTURES}
          camera
          testId="product-image-input"
        />
      </Card.Body>
    </Card>
  );
}
