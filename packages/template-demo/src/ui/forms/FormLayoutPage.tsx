import { useState } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';

/** Every layout's form says what it would send when submitted, so its button does something visible. */
function useSent() {
  const [sent, setSent] = useState<string | null>(null);
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSent(
      [...data.entries()]
        .filter(([, v]) => typeof v === 'string' && v !== '')
        .map(([k, v]) => `${k}=${v}`)
        .join(', '),
    );
  };
  return { sent, onSubmit };
}

function Sent({ sent }: { sent: string | null }) {
  const { t } = useTranslation('uiForms');
  if (sent === null) return null;
  return (
    <Alert variant="info" className="mt-3 mb-0 small text-break" role="status">
      {t('layout.sent')}: {sent || t('layout.nothing')}
    </Alert>
  );
}

/** /forms/layout/form-layout: horizontal, vertical, multi-column and inline forms, every field labelled. */
export default function FormLayoutPage() {
  const { t } = useTranslation('uiForms');
  const horizontal = useSent();
  const vertical = useSent();
  const columns = useSent();
  const inline = useSent();
  return (
    <ShowcasePage pageId="formFormLayout" description={t('layout.description')}>
      <ExampleGrid>
        <Example title={t('layout.horizontal')} description={t('layout.horizontalText')}>
          <Form onSubmit={horizontal.onSubmit}>
            {(['email', 'password'] as const).map((name) => (
              <Form.Group as={Row} className="mb-3" controlId={`lh-${name}`} key={name}>
                <Form.Label column sm={3}>
                  {t(`input.type.${name}`)}
                </Form.Label>
                <Col sm={9}>
                  <Form.Control type={name} name={name} autoComplete="off" />
                </Col>
              </Form.Group>
            ))}
            <Row className="mb-3">
              <Col sm={{ span: 9, offset: 3 }}>
                <Form.Check id="lh-remember" name="remember" label={t('layout.remember')} />
              </Col>
            </Row>
            <Row>
              <Col sm={{ span: 9, offset: 3 }}>
                <Button type="submit">{t('layout.signIn')}</Button>
              </Col>
            </Row>
          </Form>
          <Sent sent={horizontal.sent} />
        </Example>
        <Example title={t('layout.vertical')} description={t('layout.verticalText')}>
          <Form onSubmit={vertical.onSubmit}>
            <Form.Group className="mb-3" controlId="lv-name">
              <Form.Label>{t('layout.fullName')}</Form.Label>
              <Form.Control name="name" autoComplete="name" />
            </Form.Group>
            <Form.Group className="mb-3" controlId="lv-email">
              <Form.Label>{t('input.type.email')}</Form.Label>
              <Form.Control type="email" name="email" autoComplete="email" />
            </Form.Group>
            <Form.Group className="mb-3" controlId="lv-message">
              <Form.Label>{t('layout.message')}</Form.Label>
              <Form.Control as="textarea" rows={3} name="message" />
            </Form.Group>
            <Button type="submit">{t('layout.send')}</Button>
          </Form>
          <Sent sent={vertical.sent} />
        </Example>
        <Example title={t('layout.columns')} description={t('layout.columnsText')}>
          <Form onSubmit={columns.onSubmit}>
            <Row className="g-3">
              {(['firstName', 'lastName', 'city', 'postcode'] as const).map((name) => (
                <Form.Group as={Col} md={6} controlId={`lc-${name}`} key={name}>
                  <Form.Label>{t(`wizard.fields.${name}`)}</Form.Label>
                  <Form.Control name={name} />
                </Form.Group>
              ))}
              <Form.Group as={Col} md={6} controlId="lc-country">
                <Form.Label>{t('wizard.fields.country')}</Form.Label>
                <Form.Select name="country" defaultValue="">
                  <option value="">{t('wizard.chooseCountry')}</option>
                  <option>Germany</option>
                  <option>France</option>
                  <option>Portugal</option>
                </Form.Select>
              </Form.Group>
              <Form.Group as={Col} md={6} controlId="lc-phone">
                <Form.Label>{t('input.type.tel')}</Form.Label>
                <Form.Control type="tel" name="phone" />
              </Form.Group>
              <Col xs={12}>
                <Button type="submit">{t('layout.save')}</Button>
              </Col>
            </Row>
          </Form>
          <Sent sent={columns.sent} />
        </Example>
        <Example title={t('layout.inline')} description={t('layout.inlineText')}>
          <Form onSubmit={inline.onSubmit} className="row row-cols-md-auto g-2 align-items-end">
            <Form.Group className="col-12" controlId="li-email">
              <Form.Label>{t('input.type.email')}</Form.Label>
              <Form.Control type="email" name="email" />
            </Form.Group>
            <Form.Group className="col-12" controlId="li-plan">
              <Form.Label>{t('radio.plan')}</Form.Label>
              <Form.Select name="plan">
                <option value="monthly">{t('radio.plans.monthly')}</option>
                <option value="yearly">{t('radio.plans.yearly')}</option>
              </Form.Select>
            </Form.Group>
            <div className="col-12">
              <Button type="submit">{t('layout.subscribe')}</Button>
            </div>
          </Form>
          <Sent sent={inline.sent} />
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
