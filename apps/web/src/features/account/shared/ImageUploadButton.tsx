import { uploadImageTypes } from '@vitrine/contracts/image-types';
import { Camera, ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '../../../components/ui';
import { uploadImage } from '../api/shopApi';

const accept = Object.values(uploadImageTypes).join(',');

/**
 * "Add image": picks a picture, uploads it (the server stores WebP copies) and hands back its
 * URL, or the message to show when the server refused it. The same file can be picked again.
 * With `camera`, phones are offered "Take a photo" beside it: the back camera straight away.
 */
export function ImageUploadButton({
  onUploaded,
  onFailed,
  disabled = false,
  camera = false,
  testId,
}: {
  onUploaded: (url: string) => void;
  onFailed: (message: string) => void;
  disabled?: boolean;
  camera?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const cameraId = useId();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    const result = await uploadImage(file);
    setBusy(false);
    if (result.ok) onUploaded(result.data.image.url);
    else onFailed(result.errors.file ?? failureText(result.message));
  };

  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
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
        accept={accept}
        className="visually-hidden"
        disabled={busy || disabled}
        data-testid={testId}
        onChange={(e) => {
          void upload(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {camera && !busy && (
        <span className="vt-phone-only">
          <Form.Label htmlFor={cameraId} className="btn btn-outline-primary mb-0">
            <Camera size={16} className="me-2" aria-hidden />
            {t('profile.takePhoto')}
          </Form.Label>
          <input
            id={cameraId}
            type="file"
            accept="image/*"
            capture="environment"
            className="visually-hidden"
            disabled={disabled}
            data-testid={testId ? `${testId}-camera` : undefined}
            onChange={(e) => {
              void upload(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </span>
      )}
    </span>
  );
}
