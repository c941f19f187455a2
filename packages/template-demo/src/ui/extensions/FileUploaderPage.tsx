import { FileText, Trash2, UploadCloud } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, ListGroup } from 'react-bootstrap';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { Example, ShowcasePage } from '../shared/ShowcasePage';
import { formatBytes } from './parts/formatBytes';
import './extensions.scss';

const MAX_SIZE = 2 * 1024 * 1024;
const MAX_FILES = 6;
const accept = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
  'application/pdf': ['.pdf'],
};

interface Picked {
  id: string;
  file: File;
  /** An object URL for an image preview; revoked when the file is removed or the page closes. */
  preview?: string;
}

/** /extensions/file-uploader: react-dropzone with previews, sizes, removal and reasons for refusals. Nothing is uploaded. */
export default function FileUploaderPage() {
  const { t, i18n } = useTranslation('uiExtensions');
  const [files, setFiles] = useState<Picked[]>([]);
  const [rejected, setRejected] = useState<FileRejection[]>([]);
  const current = useRef(files);
  current.current = files;
  // Leaving the page frees every preview still shown.
  useEffect(
    () => () => {
      for (const f of current.current) if (f.preview) URL.revokeObjectURL(f.preview);
    },
    [],
  );

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept,
    maxSize: MAX_SIZE,
    maxFiles: MAX_FILES,
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, refused) => {
      setRejected(refused);
      setFiles((list) => [
        ...list,
        ...accepted.slice(0, Math.max(0, MAX_FILES - list.length)).map((file) => ({
          id: `${file.name}-${file.size}-${file.lastModified}-${Math.random().toString(36).slice(2, 7)}`,
          file,
          preview: file.type.startsWith('image/') ? URL.createObjectURL(file) : undefined,
        })),
      ]);
    },
  });
  const remove = (picked: Picked) => {
    if (picked.preview) URL.revokeObjectURL(picked.preview);
    setFiles((list) => list.filter((f) => f.id !== picked.id));
  };
  const clear = () => {
    for (const f of files) if (f.preview) URL.revokeObjectURL(f.preview);
    setFiles([]);
    setRejected([]);
  };
  const reason = (code: string) =>
    t(`upload.reasons.${code}`, {
      defaultValue: t('upload.reasons.other'),
      max: formatBytes(MAX_SIZE, i18n.language),
      files: MAX_FILES,
    });

  return (
    <ShowcasePage pageId="extFileUploader" description={t('upload.description')}>
      <Example title={t('upload.title')} description={t('upload.text')}>
        <div {...getRootProps({ className: `vt-dropzone ${isDragActive ? 'is-active' : ''}` })}>
          <input {...getInputProps({ 'aria-label': t('upload.input') })} />
          <UploadCloud size={32} aria-hidden className="text-primary" />
          <p className="mb-1">{isDragActive ? t('upload.dropNow') : t('upload.dropHere')}</p>
          <p className="small text-body-secondary mb-2">
            {t('upload.rules', { max: formatBytes(MAX_SIZE, i18n.language), files: MAX_FILES })}
          </p>
          <Button variant="primary" onClick={open}>
            {t('upload.choose')}
          </Button>
        </div>

        {rejected.length > 0 && (
          <Alert variant="danger" className="mt-3" aria-live="polite">
            <h3 className="h6">{t('upload.rejected')}</h3>
            <ul className="mb-0 ps-3" data-testid="upload-rejected">
              {rejected.map(({ file, errors }) => (
                <li key={`${file.name}-${file.size}`}>
                  <strong className="text-break">{file.name}</strong>: {errors.map((e) => reason(e.code)).join(' ')}
                </li>
              ))}
            </ul>
          </Alert>
        )}

        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mt-3">
          <h3 className="h6 mb-0" aria-live="polite">
            {t('upload.count', { count: files.length })}
          </h3>
          {files.length > 0 && (
            <Button variant="outline-secondary" size="sm" onClick={clear}>
              {t('upload.clear')}
            </Button>
          )}
        </div>
        {files.length > 0 ? (
          <ListGroup className="mt-2" data-testid="upload-list">
            {files.map((picked) => (
              <ListGroup.Item key={picked.id} className="d-flex align-items-center gap-3">
                {picked.preview ? (
                  <img
                    src={picked.preview}
                    alt={t('upload.preview', { name: picked.file.name })}
                    className="vt-thumb"
                  />
                ) : (
                  <span className="vt-thumb d-inline-flex align-items-center justify-content-center" aria-hidden>
                    <FileText size={24} />
                  </span>
                )}
                <div className="flex-grow-1 min-w-0">
                  <div className="text-truncate fw-semibold">{picked.file.name}</div>
                  <div className="small text-body-secondary">{formatBytes(picked.file.size, i18n.language)}</div>
                </div>
                <Button
                  variant="outline-secondary"
                  size="sm"
                  aria-label={t('upload.remove', { name: picked.file.name })}
                  onClick={() => remove(picked)}
                >
                  <Trash2 size={16} aria-hidden />
                </Button>
              </ListGroup.Item>
            ))}
          </ListGroup>
        ) : (
          <p className="text-body-secondary small mt-2 mb-0">{t('upload.empty')}</p>
        )}
        <p className="small text-body-secondary mt-3 mb-0">{t('upload.local')}</p>
      </Example>
    </ShowcasePage>
  );
}
