import type { DiscountCode } from '@vitrine/contracts';
import { currencyExponent } from '@vitrine/contracts/currency';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import { type FieldError, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useFailureText } from '../../../components/ui';
import { type DiscountValues, fieldOfError, toRequest, toValues } from './discountForm';
import { createDiscountCode, updateDiscountCode } from './discountsApi';

/** One labelled input with its hint and its message (the form's rules or the server's), both announced. */
function Field({
  id,
  label,
  registration,
  error,
  hint,
  type = 'text',
  inputMode,
  md = 6,
  children,
}: {
  id: string;
  label: string;
  registration?: UseFormRegisterReturn;
  error?: FieldError;
  hint?: string;
  type?: string;
  inputMode?: 'decimal' | 'numeric';
  md?: number;
  children?: ReactNode;
}) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group as={Col} md={md} className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      {children ?? (
        <Form.Control
          type={type}
          inputMode={inputMode}
          isInvalid={!!error}
          aria-invalid={!!error}
          aria-describedby={described}
          {...registration}
        />
      )}
      {hint && (
        <Form.Text id={`${id}-hint`} as="div">
          {hint}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error?.message}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

/** Create a code (no `code` given) or edit one; the server's field errors show under their fields. */
export function DiscountForm({
  code,
  currency,
  timeZone,
  onDone,
  onCancel,
}: {
  code?: DiscountCode;
  currency: string;
  timeZone: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const [apiError, setApiError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<DiscountValues>({ defaultValues: toValues(code, timeZone) });
  const kind = watch('kind');
  const decimals = currencyExponent(currency);

  // The form opens above the list: take the focus there, so keyboard and screen-reader users land in it.
  useEffect(() => heading.current?.focus(), []);

  const required = { required: t('errors.required') };
  const amountPattern = decimals > 0 ? new RegExp(`^\\d+([.,]\\d{1,${decimals}})?$`) : /^\d+$/;
  const amountRule = (optional: boolean) => ({
    validate: (v: string) => {
      if (!v.trim()) return optional ? true : t('errors.required');
      return (
        amountPattern.test(v.trim()) ||
        (decimals > 0 ? t('discounts.errors.amountFormat') : t('discounts.errors.amountWhole', { currency }))
      );
    },
  });
  const percentRule = {
    validate: (v: string) => {
      if (!v.trim()) return t('errors.required');
      const n = Number(v.trim());
      return (/^\d+$/.test(v.trim()) && n >= 1 && n <= 100) || t('discounts.errors.percentFormat');
    },
  };
  const wholeRule = {
    validate: (v: string) => !v.trim() || /^[1-9]\d{0,6}$/.test(v.trim()) || t('discounts.errors.wholeNumber'),
  };

  const onSubmit = handleSubmit(async (values) => {
    setApiError(null);
    const body = toRequest(values, timeZone);
    const result = code ? await updateDiscountCode(code.discount_code_id, body) : await createDiscountCode(body);
    if (!result.ok) {
      let mapped = false;
      for (const [path, message] of Object.entries(result.errors)) {
        const field = fieldOfError(path);
        if (field) {
          setError(field, { message }, { shouldFocus: !mapped });
          mapped = true;
        }
      }
      setApiError(mapped ? t('errors.fixFields') : failureText(result.message));
      return;
    }
    const saved = result.data.discount_code.code;
    toast.success(code ? t('discounts.saved', { code: saved }) : t('discounts.created', { code: saved }));
    onDone();
  });

  const title = code ? t('discounts.formEdit', { code: code.code }) : t('discounts.formNew');
  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-3" tabIndex={-1} ref={heading} id="discount-form-title">
          {title}
        </h2>
        <Form noValidate onSubmit={onSubmit} aria-labelledby="discount-form-title" data-testid="discount-form">
          {apiError && (
            <Alert variant="danger" role="alert">
              {apiError}
            </Alert>
          )}
          <Row>
            <Field
              id="discount-code"
              label={t('discounts.fields.code')}
              hint={t('discounts.fields.codeHelp')}
              registration={register('code', {
                ...required,
                validate: (v) => /^\s*[A-Za-z0-9_-]{3,40}\s*$/.test(v) || t('discounts.errors.codeFormat'),
              })}
              error={errors.code}
            />
            <Form.Group as={Col} md={6} className="mb-3">
              <fieldset>
                <legend className="form-label fs-6 mb-2">{t('discounts.fields.kind')}</legend>
                <Form.Check
                  inline
                  type="radio"
                  id="discount-kind-percent"
                  value="percent"
                  label={t('discounts.fields.percent')}
                  {...register('kind')}
                />
                <Form.Check
                  inline
                  type="radio"
                  id="discount-kind-amount"
                  value="amount"
                  label={t('discounts.fields.amount', { currency })}
                  {...register('kind')}
                />
              </fieldset>
            </Form.Group>
            <Field
              id="discount-value"
              label={
                kind === 'percent'
                  ? t('discounts.fields.valuePercent')
                  : t('discounts.fields.valueAmount', { currency })
              }
              inputMode={kind === 'percent' ? 'numeric' : 'decimal'}
              registration={register('value', kind === 'percent' ? percentRule : amountRule(false))}
              error={errors.value}
            />
            <Field
              id="discount-min-subtotal"
              label={t('discounts.fields.minSubtotal', { currency })}
              hint={t('discounts.fields.minSubtotalHelp')}
              inputMode="decimal"
              registration={register('min_subtotal', amountRule(true))}
              error={errors.min_subtotal}
            />
            <Field
              id="discount-starts-at"
              type="datetime-local"
              label={t('discounts.fields.startsAt')}
              hint={t('discounts.fields.timesHelp', { zone: timeZone })}
              registration={register('starts_at')}
              error={errors.starts_at}
            />
            <Field
              id="discount-ends-at"
              type="datetime-local"
              label={t('discounts.fields.endsAt')}
              hint={t('discounts.fields.timesHelp', { zone: timeZone })}
              registration={register('ends_at')}
              error={errors.ends_at}
            />
            <Field
              id="discount-max-uses"
              label={t('discounts.fields.maxUses')}
              hint={t('discounts.fields.usesHelp')}
              inputMode="numeric"
              registration={register('max_uses', wholeRule)}
              error={errors.max_uses}
            />
            <Field
              id="discount-max-uses-per-phone"
              label={t('discounts.fields.maxUsesPerPhone')}
              hint={t('discounts.fields.usesHelp')}
              inputMode="numeric"
              registration={register('max_uses_per_phone', wholeRule)}
              error={errors.max_uses_per_phone}
            />
            <Col xs={12} className="mb-3">
              <Form.Check
                type="switch"
                role="switch"
                id="discount-active"
                label={t('discounts.fields.active')}
                {...register('active')}
              />
            </Col>
          </Row>
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden />}
              {code ? t('discounts.save') : t('discounts.create')}
            </Button>
            <Button variant="outline-secondary" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
