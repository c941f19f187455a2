import type { AccountShop, ShopImage } from '@vitrine/contracts';
import { ExternalLink } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert, Button, Card, Col, Form, InputGroup, Row, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { LoadError, Loading, PageHeader, useFailureText } from '../../../components/ui';
import { useGetCountryListQuery, useGetMasterListQuery } from '../api/masters';
import { asOwnerResult } from '../api/ownerApi';
import { useGetAccountShopQuery, useUpdateAccountShopMutation } from '../api/shopApi';
import { useShopLinkUsed } from '../dashboard/setupApi';
import { CatalogueUrlStatus } from '../shared/CatalogueUrlStatus';
import { TextField } from '../shared/fields';
import { useOwnerForm } from '../shared/ownerForm';
import { queryState } from '../shared/queryState';
import { useCatalogueUrlCheck } from '../shared/useCatalogueUrlCheck';
import { useStates } from '../shared/useStates';
import {
  offeredCurrencies,
  type ProfileValues,
  sameImages,
  timeZoneChoices,
  toRequest,
  toValues,
  websiteAsSaved,
} from './profileForm';
import { ShopImages } from './ShopImages';

/** The option lists the form offers (countries, business categories, picture types); empty until loaded. */
function useOptions() {
  const countries = useGetCountryListQuery().data ?? [];
  const categories = useGetMasterListQuery('business_categories').data ?? [];
  const imageTypes = useGetMasterListQuery('shop_image_types').data ?? [];
  return { countries, categories, imageTypes };
}

/** Edit Account (`/shop-profile/edit`): every shop field, pictures and SEO, saved with the API's per-field messages. */
export default function EditAccountPage() {
  const { t } = useTranslation('account');
  const { result, retry } = queryState(useGetAccountShopQuery());
  if (result.state === 'loading') return <Loading />;
  if (result.state === 'error') return <LoadError message={result.message} onRetry={retry} />;
  return (
    <>
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      <ProfileForm shop={result.data.shop} />
    </>
  );
}

function ProfileForm({ shop }: { shop: AccountShop }) {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const options = useOptions();
  const [images, setImages] = useState<ShopImage[]>(shop.shop_images);
  // The pictures as last saved: a picture added or removed since is unsaved work, like a typed field.
  const savedImages = useRef(shop.shop_images);
  const [apiError, setApiError] = useState<string | null>(null);
  const [update] = useUpdateAccountShopMutation();
  const markShared = useShopLinkUsed();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileValues>({ defaultValues: toValues(shop) });
  const form = useOwnerForm(isDirty || !sameImages(images, savedImages.current));
  const countryId = watch('shop_country_id');
  const { load: statesLoad, retry: retryStates } = useStates(countryId ? Number(countryId) : null);
  const urlCheck = useCatalogueUrlCheck(watch('shop_catalogue_url'), shop.shop_catalogue_url);
  const currency = watch('currency_code');
  // A shop whose code predates the table keeps seeing it until the owner picks one the table knows.
  const currencies: string[] = (offeredCurrencies as string[]).includes(currency)
    ? offeredCurrencies
    : [currency, ...offeredCurrencies];
  const field = (name: keyof ProfileValues) => ({
    id: `profile-${name}`,
    label: t(`profile.fields.${name}`),
    registration: register(name),
    error: errors[name],
  });

  const onSubmit = handleSubmit(async (values) => {
    setApiError(null);
    // Shown as it will be saved (`docaria.example` → `https://docaria.example`), whatever the answer.
    const website = websiteAsSaved(values.shop_website);
    if (website !== values.shop_website) setValue('shop_website', website, { shouldDirty: true });
    const result = await asOwnerResult(update(toRequest(values, images)));
    if (!result.ok) {
      let mapped = false;
      for (const [name, message] of Object.entries(result.errors)) {
        const key = name.split('.')[0] as keyof ProfileValues;
        if (key in values) {
          setError(key, { message });
          mapped = true;
        }
      }
      setApiError(mapped ? t('errors.fixFields') : failureText(result.message));
      form.showFirstProblem();
      return;
    }
    const saved = result.data.shop;
    reset(toValues(saved));
    savedImages.current = saved.shop_images;
    setImages(saved.shop_images);
    toast.success(t('profile.saved'));
  }, form.showFirstProblem);

  const section = (title: string, body: React.ReactNode) => (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-3">{title}</h2>
        {body}
      </Card.Body>
    </Card>
  );

  return (
    <Form noValidate onSubmit={onSubmit} ref={form.formRef} data-testid="edit-account-form">
      {form.leaveDialog}
      {shop.status === 'suspended' && <Alert variant="warning">{t('profile.suspended')}</Alert>}
      {section(
        t('profile.sections.shop'),
        <Row>
          <TextField {...field('shop_name')} autoComplete="organization" />
          <TextField {...field('shop_tagline')} />
          <Form.Group as={Col} md={6} className="mb-3" controlId="profile-business_category_id">
            <Form.Label>{t('profile.fields.business_category_id')}</Form.Label>
            <Form.Select
              isInvalid={!!errors.business_category_id}
              {...register('business_category_id')}
              value={watch('business_category_id')}
            >
              <option value="">{t('profile.chooseCategory')}</option>
              {options.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.business_category_id?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group as={Col} md={6} className="mb-3" controlId="profile-currency_code">
            <Form.Label>{t('profile.fields.currency_code')}</Form.Label>
            <Form.Select isInvalid={!!errors.currency_code} {...register('currency_code')}>
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.currency_code?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group as={Col} md={6} className="mb-3" controlId="profile-time_zone">
            <Form.Label>{t('profile.fields.time_zone')}</Form.Label>
            <Form.Select
              isInvalid={!!errors.time_zone}
              aria-describedby="profile-time-zone-help"
              {...register('time_zone')}
            >
              <option value="">{t('profile.timeZoneFromCountry')}</option>
              {timeZoneChoices(shop.time_zone ?? '').map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </Form.Select>
            <Form.Text id="profile-time-zone-help">{t('profile.timeZoneHelp')}</Form.Text>
            <Form.Control.Feedback type="invalid">{errors.time_zone?.message}</Form.Control.Feedback>
          </Form.Group>
          <TextField
            id="profile-low_stock_threshold"
            label={t('profile.fields.low_stock_threshold')}
            registration={register('low_stock_threshold')}
            error={errors.low_stock_threshold}
            hint={t('profile.lowStockHelp')}
          />
          <TextField
            id="profile-open_order_cap"
            label={t('profile.fields.open_order_cap')}
            registration={register('open_order_cap')}
            error={errors.open_order_cap}
            hint={t('profile.openOrderCapHelp')}
          />
        </Row>,
      )}
      {section(
        t('profile.sections.address'),
        <Row>
          <TextField {...field('shop_add_line1')} autoComplete="address-line1" />
          <TextField {...field('shop_add_line2')} autoComplete="address-line2" />
          <TextField {...field('shop_city')} md={4} autoComplete="address-level2" />
          <Form.Group as={Col} md={4} className="mb-3" controlId="profile-shop_country_id">
            <Form.Label>{t('profile.fields.shop_country_id')}</Form.Label>
            <Form.Select
              isInvalid={!!errors.shop_country_id}
              {...register('shop_country_id', { onChange: () => setValue('shop_state_id', '') })}
              value={countryId}
            >
              <option value="">{t('profile.chooseCountry')}</option>
              {options.countries.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.country_name}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.shop_country_id?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group as={Col} md={4} className="mb-3" controlId="profile-shop_state_id">
            <Form.Label>{t('profile.fields.shop_state_id')}</Form.Label>
            <Form.Select
              isInvalid={!!errors.shop_state_id}
              disabled={statesLoad.state !== 'ready' || statesLoad.states.length === 0}
              {...register('shop_state_id')}
              // Controlled, so the saved state shows once its country's states have arrived.
              value={watch('shop_state_id')}
            >
              <option value="">
                {statesLoad.state === 'loading'
                  ? t('profile.loadingStates')
                  : statesLoad.state === 'ready' && statesLoad.states.length === 0
                    ? t('profile.noStates')
                    : t('profile.chooseState')}
              </option>
              {statesLoad.state === 'ready' &&
                statesLoad.states.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.state_name}
                  </option>
                ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.shop_state_id?.message}</Form.Control.Feedback>
            {statesLoad.state === 'error' && (
              <div className="form-text text-danger">
                {t('errors.loadFailed')}{' '}
                <Button variant="link" size="sm" className="p-0 align-baseline" onClick={retryStates}>
                  {t('common.retry')}
                </Button>
              </div>
            )}
          </Form.Group>
          <TextField {...field('shop_postal_code')} md={4} autoComplete="postal-code" />
        </Row>,
      )}
      {section(
        t('profile.sections.contact'),
        <Row>
          <TextField {...field('mobile_phone_primary')} md={4} type="tel" autoComplete="tel" />
          <TextField {...field('shop_email')} md={4} type="email" autoComplete="email" />
          <TextField {...field('shop_website')} md={4} type="url" autoComplete="url" />
        </Row>,
      )}
      {section(
        t('profile.sections.catalogue'),
        <Row>
          <Form.Group as={Col} md={8} className="mb-3" controlId="profile-shop_catalogue_url">
            <Form.Label>{t('profile.fields.shop_catalogue_url')}</Form.Label>
            <InputGroup hasValidation>
              <InputGroup.Text>{window.location.host}/</InputGroup.Text>
              <Form.Control
                aria-describedby="profile-url-status"
                isInvalid={!!errors.shop_catalogue_url || urlCheck.state === 'taken'}
                isValid={urlCheck.state === 'available'}
                {...register('shop_catalogue_url')}
              />
              <Form.Control.Feedback type="invalid">{errors.shop_catalogue_url?.message}</Form.Control.Feedback>
            </InputGroup>
            <CatalogueUrlStatus id="profile-url-status" check={urlCheck} />
          </Form.Group>
          <Col md={4} className="mb-3 d-flex align-items-end">
            <a
              href={`/${shop.shop_catalogue_url}`}
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
        </Row>,
      )}
      {section(
        t('profile.sections.images'),
        <ShopImages
          images={images}
          types={options.imageTypes}
          onChange={setImages}
          onUseForPreviews={(url) => setValue('seo_image_url', url, { shouldDirty: true })}
        />,
      )}
      {section(
        t('profile.sections.seo'),
        <Row>
          <TextField {...field('seo_title')} md={12} />
          <TextField {...field('seo_description')} md={12} as="textarea" rows={3} />
          <TextField {...field('seo_keywords')} />
          <TextField {...field('seo_image_url')} />
        </Row>,
      )}
      {apiError && (
        <Alert variant="danger" data-testid="save-error" data-form-summary>
          {apiError}
        </Alert>
      )}
      <div className="d-flex gap-2 mb-4">
        <Button type="submit" disabled={isSubmitting} data-testid="save-account">
          {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden />}
          {isSubmitting ? t('common.saving') : t('common.save')}
        </Button>
      </div>
    </Form>
  );
}
