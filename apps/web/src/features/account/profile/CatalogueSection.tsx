import { ExternalLink } from 'lucide-react';
import { Col, Form, InputGroup, Row } from 'react-bootstrap';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useShopLinkUsed } from '../dashboard/setupApi';
import { CatalogueUrlStatus } from '../shared/CatalogueUrlStatus';
import { useCatalogueUrlCheck } from '../shared/useCatalogueUrlCheck';
import type { ProfileValues } from './profileForm';

/**
 * The catalogue's address (checked while typed against the one saved), a link to the storefront as
 * saved, and whether the shop is listed on the home page.
 */
export function CatalogueSection({ form, savedUrl }: { form: UseFormReturn<ProfileValues>; savedUrl: string }) {
  const { t } = useTranslation('account');
  const markShared = useShopLinkUsed();
  const { register, watch } = form;
  const error = form.formState.errors.shop_catalogue_url;
  const urlCheck = useCatalogueUrlCheck(watch('shop_catalogue_url'), savedUrl);
  return (
    <Row>
      <Form.Group as={Col} md={8} className="mb-3" controlId="profile-shop_catalogue_url">
        <Form.Label>{t('profile.fields.shop_catalogue_url')}</Form.Label>
        <InputGroup hasValidation>
          <InputGroup.Text>{window.location.host}/</InputGroup.Text>
          <Form.Control
            aria-describedby="profile-url-status"
            isInvalid={!!error || urlCheck.state === 'taken'}
            isValid={urlCheck.state === 'available'}
            {...register('shop_catalogue_url')}
          />
          <Form.Control.Feedback type="invalid">{error?.message}</Form.Control.Feedback>
        </InputGroup>
        <CatalogueUrlStatus id="profile-url-status" check={urlCheck} />
      </Form.Group>
      <Col md={4} className="mb-3 d-flex align-items-end">
        <a
          href={`/${savedUrl}`}
          onClick={markShared}
          target="_blank"
          rel="noreferrer"
          className="btn btn-outline-primary"
        >
          <ExternalLink size={16} className="me-2" aria-hidden />
          {t('common.viewOnStorefront')}
        </a>
      </Col>
      <Form.Group as={Col} md={12} controlId="profile-listed_on_home">
        <Form.Check
          type="switch"
          label={t('profile.fields.listed_on_home')}
          aria-describedby="profile-listed_on_home-help"
          {...register('listed_on_home')}
        />
        <Form.Text id="profile-listed_on_home-help">{t('profile.listedOnHomeHelp')}</Form.Text>
      </Form.Group>
    </Row>
  );
}
