import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../parts/TextField';
import { StepIndicator } from './StepIndicator';
import { emptyWizard, stepSchemas, type WizardStep, type WizardValues, wizardSteps } from './wizardSchema';

const countries = ['Germany', 'France', 'Portugal', 'Brazil', 'United Kingdom', 'United States'];

/**
 * A four-step form. One react-hook-form instance keeps every step's values (Back loses nothing);
 * its resolver validates with the current step's zod schema, so Next only checks what is shown.
 */
export function Wizard({ idPrefix, vertical = false }: { idPrefix: string; vertical?: boolean }) {
  const { t } = useTranslation('uiForms');
  const [step, setStep] = useState<WizardStep>('account');
  const [submitted, setSubmitted] = useState(false);
  const stepRef = useRef(step);
  stepRef.current = step;
  const resolver: Resolver<WizardValues> = (values, context, options) =>
    zodResolver(stepSchemas[stepRef.current] as never)(values, context, options as never) as never;
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<WizardValues>({ resolver, defaultValues: emptyWizard, shouldUnregister: false });
  const index = wizardSteps.indexOf(step);
  const id = (name: string) => `${idPrefix}-${name}`;
  const field = (name: keyof WizardValues, type = 'text', autoComplete?: string) => (
    <TextField
      id={id(name)}
      label={t(`wizard.fields.${name}`)}
      type={type}
      autoComplete={autoComplete}
      registration={register(name)}
      error={errors[name]}
    />
  );

  const go = (next: WizardStep) => {
    setStep(next);
    // The new step's heading takes focus so a keyboard or screen-reader user starts at its top.
    requestAnimationFrame(() => document.getElementById(id('heading'))?.focus());
  };
  const onValid = () => {
    if (step === 'review') setSubmitted(true);
    else go(wizardSteps[index + 1]);
  };
  const onInvalid = (found: Partial<Record<keyof WizardValues, unknown>>) => {
    const first = Object.keys(found)[0] as keyof WizardValues | undefined;
    if (first) setFocus(first);
  };
  const restart = () => {
    reset(emptyWizard);
    setSubmitted(false);
    go('account');
  };

  if (submitted) {
    const v = getValues();
    return (
      <Alert variant="success" className="mb-0">
        <h3 className="h6">{t('wizard.doneTitle')}</h3>
        <p>{t('wizard.doneText', { name: `${v.firstName} ${v.lastName}`, email: v.email })}</p>
        <Button variant="success" onClick={restart}>
          {t('wizard.restart')}
        </Button>
      </Alert>
    );
  }

  return (
    <div className={vertical ? 'vt-wizard-vertical' : ''}>
      <StepIndicator current={step} vertical={vertical} />
      <Form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex-grow-1 min-w-0">
        <h3 className="h6 mb-3" id={id('heading')} tabIndex={-1}>
          {t('wizard.stepOf', { n: index + 1, total: wizardSteps.length })}: {t(`wizard.steps.${step}`)}
        </h3>
        {step === 'account' && (
          <Row>
            <Col md={6}>{field('username', 'text', 'username')}</Col>
            <Col md={6}>{field('email', 'email', 'email')}</Col>
            <Col md={6}>{field('password', 'password', 'new-password')}</Col>
            <Col md={6}>{field('confirm', 'password', 'new-password')}</Col>
          </Row>
        )}
        {step === 'personal' && (
          <Row>
            <Col md={6}>{field('firstName', 'text', 'given-name')}</Col>
            <Col md={6}>{field('lastName', 'text', 'family-name')}</Col>
            <Col md={6}>
              <Form.Group className="mb-3" controlId={id('country')}>
                <Form.Label>{t('wizard.fields.country')}</Form.Label>
                <Form.Select
                  {...register('country')}
                  isInvalid={!!errors.country}
                  aria-invalid={errors.country ? true : undefined}
                  aria-describedby={errors.country ? id('country-error') : undefined}
                >
                  <option value="">{t('wizard.chooseCountry')}</option>
                  {countries.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </Form.Select>
                <Form.Control.Feedback type="invalid" id={id('country-error')}>
                  {errors.country && t(errors.country.message ?? 'errors.required')}
                </Form.Control.Feedback>
              </Form.Group>
            </Col>
          </Row>
        )}
        {step === 'address' && (
          <Row>
            <Col md={12}>{field('street', 'text', 'street-address')}</Col>
            <Col md={6}>{field('city', 'text', 'address-level2')}</Col>
            <Col md={6}>{field('postcode', 'text', 'postal-code')}</Col>
          </Row>
        )}
        {step === 'review' && <Review values={getValues()} />}
        <div className="d-flex flex-wrap gap-2 justify-content-between">
          <Button variant="outline-secondary" disabled={index === 0} onClick={() => go(wizardSteps[index - 1])}>
            {t('wizard.back')}
          </Button>
          <Button type="submit" variant={step === 'review' ? 'success' : 'primary'}>
            {step === 'review' ? t('wizard.submit') : t('wizard.next')}
          </Button>
        </div>
      </Form>
    </div>
  );
}

function Review({ values }: { values: WizardValues }) {
  const { t } = useTranslation('uiForms');
  const shown: (keyof WizardValues)[] = [
    'username',
    'email',
    'firstName',
    'lastName',
    'country',
    'street',
    'city',
    'postcode',
  ];
  return (
    <dl className="row mb-3" data-testid="wizard-review">
      {shown.map((name) => (
        <div key={name} className="col-sm-6 d-flex gap-2 mb-1">
          <dt className="fw-semibold">{t(`wizard.fields.${name}`)}:</dt>
          <dd className="mb-0 text-break">{values[name]}</dd>
        </div>
      ))}
    </dl>
  );
}
