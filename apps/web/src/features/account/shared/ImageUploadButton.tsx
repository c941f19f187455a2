import { uploadImageTypes } from '@vitrine/contracts';
import { ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '../../../components/ui';
import { uploadImage } from '../api/shopApi';

const accept = Object.values(uploadImageTypes).join(',');

/**
 * "Add image": picks a picture, uploads it (the server stores WebP copies) and hands back its
 * URL, or the message to show when the server refused it. The same file can be picked again.
 */
export function ImageUploadButton({
  onUploaded,
  onFailed,
  disabled = false,
  testId,
}: {
  onUploaded: (url: string) => void;
  onFailed: (message: string) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    const result = await uploadImage(file);
    setBusy(false);
    if (result.ok) onUploaded(result.data.image.url);
    else onFailed(result.errors.file ?? failureText(result.message));
  };

  return (
    <>
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
    </>
  );
}
