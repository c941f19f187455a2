import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../components/saveFile';

type Uqr = typeof import('uqr');

/** Pixels per QR module in the PNG: a 33-module code prints about 4 cm wide at 300 dpi. */
const PNG_MODULE = 16;

/** The code drawn on a canvas, white border included, as a PNG for printing. */
function pngOf(uqr: Uqr, value: string): Promise<Blob | null> {
  const { data, size } = uqr.encode(value, { ecc: 'M', border: 2 });
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size * PNG_MODULE;
  const g = canvas.getContext('2d');
  if (!g) return Promise.resolve(null);
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#000000';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) g.fillRect(x * PNG_MODULE, y * PNG_MODULE, PNG_MODULE, PNG_MODULE);
    });
  });
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/**
 * A QR code of a link, to print for the counter or the shop window, downloadable as PNG and SVG.
 * The encoder (uqr, by unjs: small, no dependencies) loads with the first code shown, not before.
 */
export function QrCode({ value, fileName }: { value: string; fileName: string }) {
  const { t } = useTranslation('account');
  const [uqr, setUqr] = useState<Uqr | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // The encoder can arrive after the panel is gone (the owner moved on): nothing to draw then.
    let shown = true;
    import('uqr').then(
      (module) => shown && setUqr(module),
      () => shown && setFailed(true),
    );
    return () => {
      shown = false;
    };
  }, []);

  if (failed) return <p className="text-danger small">{t('share.qrFailed')}</p>;
  if (!uqr) return <Spinner animation="border" size="sm" role="status" aria-label={t('common.loading')} />;
  const svg = uqr.renderSVG(value, { ecc: 'M', border: 2 });
  return (
    <div className="d-flex flex-column align-items-start gap-2">
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        width={168}
        height={168}
        alt={t('share.qrAlt', { url: value })}
        className="border rounded bg-white"
        data-testid="share-qr"
      />
      <div className="d-flex gap-2 flex-wrap">
        <Button
          size="sm"
          variant="outline-secondary"
          aria-label={t('share.downloadPng')}
          onClick={() => {
            void pngOf(uqr, value).then((blob) => blob && saveFile(blob, `${fileName}.png`));
          }}
        >
          <Download size={14} className="me-1" aria-hidden />
          PNG
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          aria-label={t('share.downloadSvg')}
          onClick={() => saveFile(new Blob([svg], { type: 'image/svg+xml' }), `${fileName}.svg`)}
        >
          <Download size={14} className="me-1" aria-hidden />
          SVG
        </Button>
      </div>
    </div>
  );
}
