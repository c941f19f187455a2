import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { IMask, IMaskInput } from 'react-imask';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';

/**
 * Each example is data: its react-imask options and an example typed value. The page shows both
 * what the person sees (masked) and what a form would send (unmasked).
 */
const masks = [
  { key: 'phone', placeholder: '+1 (555) 000-0000', options: { mask: '+{1} (000) 000-0000' } },
  { key: 'card', placeholder: '0000 0000 0000 0000', options: { mask: '0000 0000 0000 0000' } },
  {
    key: 'date',
    placeholder: 'dd/mm/yyyy',
    options: {
      mask: Date,
      pattern: 'd{/}`m{/}`Y',
      lazy: true,
      min: new Date(1900, 0, 1),
      max: new Date(2100, 11, 31),
      format: (date: Date | null) =>
        date
          ? [date.getDate(), date.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/') +
            `/${date.getFullYear()}`
          : '',
      parse: (text: string) => {
        const [d, m, y] = text.split('/').map(Number);
        return new Date(y, m - 1, d);
      },
    },
  },
  {
    key: 'time',
    placeholder: 'hh:mm',
    options: {
      mask: 'HH:MM',
      blocks: {
        HH: { mask: IMask.MaskedRange, from: 0, to: 23, maxLength: 2 },
        MM: { mask: IMask.MaskedRange, from: 0, to: 59, maxLength: 2 },
      },
    },
  },
  {
    key: 'numeral',
    placeholder: '1,234,567.89',
    options: {
      mask: Number,
      scale: 2,
      thousandsSeparator: ',',
      radix: '.',
      mapToRadix: [','],
      normalizeZeros: true,
      min: 0,
    },
  },
  {
    key: 'custom',
    placeholder: 'SKU-AAA-0000',
    options: { mask: 'SKU-aaa-0000', prepareChar: (c: string) => c.toUpperCase() },
  },
] as const;

/** /forms/elements/input-mask: react-imask formatting as you type, with the raw value beside it. */
export default function InputMaskPage() {
  const { t } = useTranslation('uiForms');
  return (
    <ShowcasePage pageId="formInputMask" description={t('mask.description')}>
      <ExampleGrid>
        {masks.map((m) => (
          <Example key={m.key} title={t(`mask.${m.key}`)} description={t(`mask.${m.key}Text`)}>
            <MaskedField
              id={`mask-${m.key}`}
              label={t(`mask.${m.key}Label`)}
              placeholder={m.placeholder}
              options={m.options}
            />
          </Example>
        ))}
      </ExampleGrid>
    </ShowcasePage>
  );
}

function MaskedField({
  id,
  label,
  placeholder,
  options,
}: {
  id: string;
  label: string;
  placeholder: string;
  options: (typeof masks)[number]['options'];
}) {
  const { t } = useTranslation('uiForms');
  const [shown, setShown] = useState({ masked: '', unmasked: '' });
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <IMaskInput
        {...(options as Record<string, unknown>)}
        id={id}
        className="form-control"
        dir="ltr"
        inputMode={options.mask === 'SKU-aaa-0000' ? 'text' : 'numeric'}
        placeholder={placeholder}
        aria-describedby={`${id}-values`}
        onAccept={(value: string, mask: { unmaskedValue: string }) =>
          setShown({ masked: value, unmasked: mask.unmaskedValue })
        }
      />
      <dl
        id={`${id}-values`}
        className="small mt-2 mb-0 d-grid gap-1"
        style={{ gridTemplateColumns: 'auto 1fr' }}
        aria-live="polite"
      >
        <dt className="fw-normal text-body-secondary">{t('mask.masked')}</dt>
        <dd className="mb-0 font-monospace" data-testid={`${id}-masked`}>
          {shown.masked || '—'}
        </dd>
        <dt className="fw-normal text-body-secondary">{t('mask.unmasked')}</dt>
        <dd className="mb-0 font-monospace" data-testid={`${id}-unmasked`}>
          {shown.unmasked || '—'}
        </dd>
      </dl>
    </Form.Group>
  );
}
