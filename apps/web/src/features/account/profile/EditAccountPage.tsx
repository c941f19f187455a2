import type { AccountShop } from '@vitrine/contracts';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { LoadError, Loading, PageHeader } from '../../../components/ui';
import { useGetCountryListQuery, useGetMasterListQuery } from '../api/masters';
import { useGetAccountShopQuery } from '../api/shopApi';
import { queryState } from '../shared/queryState';
import { CatalogueSection } from './CatalogueSection';
import { ProfileSection } from './ProfileSection';
import { SeoSection } from './SeoSection';
import { ShopAddressSection } from './ShopAddressSection';
import { ShopContactSection } from './ShopContactSection';
import { ShopIdentitySection } from './ShopIdentitySection';
import { ShopImages } from './ShopImages';
import { useProfileForm } from './useProfileForm';

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

/** The form's sections in the order the owner reads them, the save's message and Save. */
function ProfileForm({ shop }: { shop: AccountShop }) {
  const { t } = useTranslation('account');
  const options = useOptions();
  const { form, owner, images, setImages, apiError, onSubmit } = useProfileForm(shop);
  const { isSubmitting } = form.formState;
  return (
    <Form noValidate onSubmit={onSubmit} ref={owner.formRef} data-testid="edit-account-form">
      {owner.leaveDialog}
      {shop.status === 'suspended' && <Alert variant="warning">{t('profile.suspended')}</Alert>}
      <ProfileSection title={t('profile.sections.shop')}>
        <ShopIdentitySection form={form} categories={options.categories} savedTimeZone={shop.time_zone ?? ''} />
      </ProfileSection>
      <ProfileSection title={t('profile.sections.address')}>
        <ShopAddressSection form={form} countries={options.countries} />
      </ProfileSection>
      <ProfileSection title={t('profile.sections.contact')}>
        <ShopContactSection form={form} />
      </ProfileSection>
      <ProfileSection title={t('profile.sections.catalogue')}>
        <CatalogueSection form={form} savedUrl={shop.shop_catalogue_url} />
      </ProfileSection>
      <ProfileSection title={t('profile.sections.images')}>
        <ShopImages
          images={images}
          types={options.imageTypes}
          onChange={setImages}
          onUseForPreviews={(url) => form.setValue('seo_image_url', url, { shouldDirty: true })}
        />
      </ProfileSection>
      <ProfileSection title={t('profile.sections.seo')}>
        <SeoSection form={form} />
      </ProfileSection>
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
