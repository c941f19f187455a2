import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type AddressForm, addressSchema } from './addressSchema';

const fields = [
  { name: 'fullName', autoComplete: 'name', md: 6 },
  { name: 'phone', autoComplete: 'tel', md: 6, type: 'tel' },
  { name: 'street', autoComplete: 'street-address', md: 12 },
  { name: 'city', autoComplete: 'address-level2', md: 5 },
  { name: 'postalCode', autoComplete: 'postal-code', md: 3 },
  { name: 'country', autoComplete: 'country-name', md: 4 },
] as const;

/** Step 2: the delivery address, checked before Next (each error under its field). */
export function AddressStep({
  initial,
  onBack,
  onNext,
}: {
  initial: AddressForm;
  onBack: () => void;
  onNext: (address: AddressForm) => void;
}) {
  const { t } = useTranslation('ecommerceDemo');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddressForm>({ resolver: zodResolver(addressSchema), defaultValues: initial });
  const message = (error: FieldError | undefined) =>
    error?.message ? t(`address.errors.${error.message}`, { defaultValue: error.message }) : '';

  return (
    <Card>
      <Card.Body>
        <h2 className="h5 mb-3">{t('checkout.steps.address')}</h2>
        <Form noValidate onSubmit={handleSubmit(onNext)} data-testid="address-form">
          <Row className="g-3">
            {fields.map((field) => {
              const error = message(errors[field.name]);
              const id = `checkout-${field.name}`;
              return (
                <Col md={field.md} key={field.name}>
                  <Form.Group controlId={id}>
                    <Form.Label>{t(`address.${field.name}`)}</Form.Label>
                    <Form.Control
                      type={'type' in field ? field.type : 'text'}
                      autoComplete={field.autoComplete}
                      isInvalid={Boolean(error)}
                      aria-invalid={Boolean(error)}
                      aria-describedby={error ? `${id}-error` : undefined}
                      {...register(field.name)}
                    />
                    <Form.Control.Feedback type="invalid" id={`${id}-error`}>
                      {error}
                    </Form.Control.Feedback>
                  </Form.Group>
                </Col>
              );
            })}
          </Row>
          <div className="d-flex justify-content-between gap-2 mt-4">
            <Button variant="outline-secondary" onClick={onBack}>
              {t('checkout.back')}
            </Button>
            <Button type="submit">{t('checkout.next')}</Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
