import { postalCodePlaceholder } from '@vitrine/contracts/postal-codes';
import { Trash2 } from 'lucide-react';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountInput } from './AmountInput';
import { type DeliveryValues, POSTAL_CODE_PATTERN, splitPostalCodes } from './deliveryForm';

/** One delivery zone: name, postal codes, fee, free-delivery threshold and minimum order. */
export function ZoneCard({
  index,
  name,
  register,
  errors,
  amount,
  currency,
  language,
  country,
  onRemove,
}: {
  index: number;
  /** The zone's name as typed, for the remove button's label. */
  name: string;
  register: UseFormRegister<DeliveryValues>;
  errors: FieldErrors<DeliveryValues>;
  /** The rules of an amount input (required or optional). */
  amount: (optional: boolean) => { validate: (text: string) => true | string };
  currency: string;
  language: string;
  /** The shop's country (ISO code): the placeholder's codes are written as there; null: not set. */
  country: string | null;
  onRemove: () => void;
}) {
  const { t } = useTranslation('delivery');
  const zoneErrors = errors.zones?.[index];
  const id = (field: string) => `zone-${index}-${field}`;
  const title = t('zones.zone', { number: index + 1 });
  const codesDescribed = [id('codes-hint'), zoneErrors?.postal_codes ? id('codes-error') : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Card as="section" className="mb-3" aria-labelledby={id('title')} data-testid="zone-card">
      <Card.Body>
        <div className="d-flex align-items-center justify-content-between gap-2 mb-2">
          <h3 className="h6 mb-0" id={id('title')}>
            {title}
          </h3>
          <Button
            variant="outline-danger"
            size="sm"
            onClick={onRemove}
            aria-label={t('zones.remove', { name: name.trim() || title })}
            data-testid="remove-zone"
          >
            <Trash2 size={16} aria-hidden />
          </Button>
        </div>
        <Row className="gx-3">
          <Form.Group as={Col} xs={12} md={6} className="mb-3" controlId={id('name')}>
            <Form.Label>{t('zones.name')}</Form.Label>
            <Form.Control
              autoComplete="off"
              isInvalid={!!zoneErrors?.name}
              aria-invalid={zoneErrors?.name ? true : undefined}
              aria-describedby={zoneErrors?.name ? id('name-error') : undefined}
              {...register(`zones.${index}.name`, {
                validate: (v) => (v.trim() ? true : t('errors.required')),
              })}
            />
            <Form.Control.Feedback type="invalid" id={id('name-error')}>
              {zoneErrors?.name?.message}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group as={Col} xs={12} className="mb-3" controlId={id('codes')}>
            <Form.Label>{t('zones.postalCodes')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              autoComplete="off"
              spellCheck={false}
              placeholder={postalCodePlaceholder(country)}
              isInvalid={!!zoneErrors?.postal_codes}
              aria-invalid={zoneErrors?.postal_codes ? true : undefined}
              aria-describedby={codesDescribed}
              {...register(`zones.${index}.postal_codes`, {
                validate: (text) => {
                  const codes = splitPostalCodes(text);
                  if (codes.length === 0) return t('errors.postalCodesRequired');
                  const bad = codes.find((code) => !POSTAL_CODE_PATTERN.test(code));
                  return bad === undefined ? true : t('errors.postalCodeFormat', { code: bad });
                },
              })}
            />
            <Form.Control.Feedback type="invalid" id={id('codes-error')}>
              {zoneErrors?.postal_codes?.message}
            </Form.Control.Feedback>
            <Form.Text id={id('codes-hint')} as="div">
              {t('zones.postalCodesHint')}
            </Form.Text>
          </Form.Group>
          <Col xs={12} sm={4}>
            <AmountInput
              id={id('fee')}
              label={t('zones.fee')}
              registration={register(`zones.${index}.fee`, amount(false))}
              error={zoneErrors?.fee}
              currency={currency}
              language={language}
            />
          </Col>
          <Col xs={12} sm={4}>
            <AmountInput
              id={id('free-from')}
              label={t('zones.freeFrom')}
              hint={t('zones.freeFromHint')}
              registration={register(`zones.${index}.free_from`, amount(true))}
              error={zoneErrors?.free_from}
              currency={currency}
              language={language}
            />
          </Col>
          <Col xs={12} sm={4}>
            <AmountInput
              id={id('minimum')}
              label={t('zones.minimumOrder')}
              hint={t('zones.minimumOrderHint')}
              registration={register(`zones.${index}.minimum_order`, amount(true))}
              error={zoneErrors?.minimum_order}
              currency={currency}
              language={language}
            />
          </Col>
        </Row>
      </Card.Body>
    </Card>
  );
}
