import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Example, ShowcasePage } from '../shared/ShowcasePage';
import { TextField } from './parts/TextField';
import { emptyValidation, type ValidationValues, validationSchema } from './validation/validationSchema';

const roles = ['viewer', 'editor', 'manager'] as const;

/**
 * /forms/formik (the template's route name): the validation form, built with the product's own
 * form stack — react-hook-form with a zod schema. A field is checked when it loses focus and
 * again on every change once it has an error; Submit checks everything.
 */
export default function ValidationPage() {
  const { t } = useTranslation('uiForms');
  const [sent, setSent] = useState<ValidationValues | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ValidationValues>({
    resolver: zodResolver(validationSchema),
    defaultValues: emptyValidation,
    mode: 'onBlur',
    reValidateMode: 'onChange',
  });
  const field = (name: keyof ValidationValues, type = 'text', extra: Record<string, unknown> = {}) => (
    <TextField
      id={`val-${name}`}
      label={t(`validation.fields.${name}`)}
      type={type}
      registration={register(name)}
      error={errors[name]}
      help={t(`validation.help.${name}`, { defaultValue: '' }) || undefined}
      {...extra}
    />
  );

  return (
    <ShowcasePage pageId="formValidation" description={t('validation.description')}>
      <Example title={t('validation.title')} description={t('validation.text')}>
        {sent && (
          <Alert variant="success" dismissible onClose={() => setSent(null)} role="status">
            {t('validation.success', { name: sent.name, email: sent.email })}
          </Alert>
        )}
        <Form
          noValidate
          onSubmit={handleSubmit((values) => {
            setSent(values);
            reset(emptyValidation);
          })}
        >
          <Row>
            <Col md={6}>{field('name', 'text', { autoComplete: 'name' })}</Col>
            <Col md={6}>{field('email', 'email', { autoComplete: 'email' })}</Col>
            <Col md={6}>{field('password', 'password', { autoComplete: 'new-password' })}</Col>
            <Col md={6}>{field('confirm', 'password', { autoComplete: 'new-password' })}</Col>
            <Col md={6}>{field('website', 'url', { placeholder: 'https://' })}</Col>
            <Col md={6}>{field('age', 'text', { inputMode: 'numeric' })}</Col>
            <Col md={6}>
              <Form.Group className="mb-3" controlId="val-role">
                <Form.Label>{t('validation.fields.role')}</Form.Label>
                <Form.Select
                  {...register('role')}
                  isInvalid={!!errors.role}
                  aria-invalid={errors.role ? true : undefined}
                  aria-describedby={errors.role ? 'val-role-error' : undefined}
                >
                  <option value="">{t('validation.chooseRole')}</option>
                  {roles.map((r) => (
                    <option key={r} value={r}>
                      {t(`validation.roles.${r}`)}
                    </option>
                  ))}
                </Form.Select>
                <Form.Control.Feedback type="invalid" id="val-role-error">
                  {errors.role && t(errors.role.message ?? 'errors.required')}
                </Form.Control.Feedback>
              </Form.Group>
            </Col>
          </Row>
          <Form.Group className="mb-3" controlId="val-terms">
            <Form.Check
              {...register('terms')}
              id="val-terms"
              label={t('validation.fields.terms')}
              isInvalid={!!errors.terms}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? 'val-terms-error' : undefined}
              feedback={errors.terms && <span id="val-terms-error">{t(errors.terms.message ?? 'errors.terms')}</span>}
              feedbackType="invalid"
            />
          </Form.Group>
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" disabled={isSubmitting}>
              {t('validation.submit')}
            </Button>
            <Button type="button" variant="outline-secondary" onClick={() => reset(emptyValidation)}>
              {t('validation.reset')}
            </Button>
          </div>
        </Form>
      </Example>
    </ShowcasePage>
  );
}
