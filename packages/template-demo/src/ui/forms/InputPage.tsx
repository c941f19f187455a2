import { useState } from 'react';
import { Col, FloatingLabel, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';

const types = [
  { type: 'text', placeholder: 'Jane Doe' },
  { type: 'email', placeholder: 'jane@example.com' },
  { type: 'password', placeholder: '••••••••' },
  { type: 'number', placeholder: '42' },
  { type: 'url', placeholder: 'https://example.com' },
  { type: 'tel', placeholder: '+49 30 123456' },
  { type: 'search', placeholder: '' },
  { type: 'date', placeholder: '' },
  { type: 'color', placeholder: '' },
] as const;
const sizes = [
  { size: 'sm', key: 'small' },
  { size: undefined, key: 'default' },
  { size: 'lg', key: 'large' },
] as const;

/** /forms/elements/input: input types, sizes, floating labels, read-only and disabled, validation states, help text. */
export default function InputPage() {
  const { t } = useTranslation('uiForms');
  const [email, setEmail] = useState('jane@');
  const emailValid = /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email);
  return (
    <ShowcasePage pageId="formInput" description={t('input.description')}>
      <ExampleGrid>
        <Example title={t('input.types')} description={t('input.typesText')}>
          <Row>
            {types.map(({ type, placeholder }) => (
              <Col sm={6} key={type}>
                <Form.Group className="mb-3" controlId={`input-${type}`}>
                  <Form.Label>{t(`input.type.${type}`)}</Form.Label>
                  <Form.Control
                    type={type}
                    placeholder={placeholder || undefined}
                    defaultValue={type === 'color' ? '#0d6efd' : undefined}
                    className={type === 'color' ? 'form-control-color' : undefined}
                  />
                </Form.Group>
              </Col>
            ))}
          </Row>
        </Example>
        <div>
          <Example title={t('input.sizes')} description={t('input.sizesText')}>
            {sizes.map(({ size, key }) => (
              <Form.Group className="mb-3" controlId={`input-size-${key}`} key={key}>
                <Form.Label>{t(`select.${key}`)}</Form.Label>
                <Form.Control size={size} placeholder={t(`select.${key}`)} />
              </Form.Group>
            ))}
          </Example>
          <Example title={t('input.floating')} description={t('input.floatingText')}>
            <FloatingLabel controlId="input-floating-email" label={t('input.type.email')} className="mb-3">
              <Form.Control type="email" placeholder="name@example.com" />
            </FloatingLabel>
            <FloatingLabel controlId="input-floating-password" label={t('input.type.password')}>
              <Form.Control type="password" placeholder="password" />
            </FloatingLabel>
          </Example>
        </div>
        <Example title={t('input.states')} description={t('input.statesText')}>
          <Form.Group className="mb-3" controlId="input-readonly">
            <Form.Label>{t('input.readonly')}</Form.Label>
            <Form.Control readOnly defaultValue="INV-2026-0042" />
          </Form.Group>
          <Form.Group className="mb-3" controlId="input-plaintext">
            <Form.Label>{t('input.plaintext')}</Form.Label>
            <Form.Control plaintext readOnly defaultValue="jane@example.com" />
          </Form.Group>
          <Form.Group className="mb-3" controlId="input-disabled">
            <Form.Label>{t('input.disabled')}</Form.Label>
            <Form.Control disabled placeholder={t('input.disabledPlaceholder')} />
          </Form.Group>
        </Example>
        <Example title={t('input.validation')} description={t('input.validationText')}>
          <Form.Group className="mb-3" controlId="input-valid">
            <Form.Label>{t('input.username')}</Form.Label>
            <Form.Control isValid defaultValue="jane.doe" aria-describedby="input-valid-feedback" />
            <Form.Control.Feedback id="input-valid-feedback">{t('input.looksGood')}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="input-live">
            <Form.Label>{t('input.type.email')}</Form.Label>
            <Form.Control
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              isValid={emailValid}
              isInvalid={!emailValid}
              aria-describedby="input-live-feedback input-live-help"
            />
            <Form.Control.Feedback id="input-live-feedback" type={emailValid ? 'valid' : 'invalid'}>
              {emailValid ? t('input.looksGood') : t('errors.email')}
            </Form.Control.Feedback>
            <Form.Text id="input-live-help" className="d-block">
              {t('input.emailHelp')}
            </Form.Text>
          </Form.Group>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
