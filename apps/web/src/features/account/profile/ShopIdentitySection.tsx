import type { MasterItem } from '@vitrine/contracts';
import { Col, Form, Row } from 'react-bootstrap';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../shared/fields';
import { useProfileField } from './profileField';
import { offeredCurrencies, type ProfileValues, timeZoneChoices } from './profileForm';

type ProfileForm = UseFormReturn<ProfileValues>;

/** The shop itself: name, tagline, business category, currency, time zone and its stock and order limits. */
export function ShopIdentitySection({
  form,
  categories,
  savedTimeZone,
}: {
  form: ProfileForm;
  categories: MasterItem[];
  /** The zone as saved, offered even when this browser does not know it. */
  savedTimeZone: string;
}) {
  const { t } = useTranslation('account');
  const field = useProfileField(form);
  const { register, watch } = form;
  const errors = form.formState.errors;
  return (
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
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.business_category_id?.message}</Form.Control.Feedback>
      </Form.Group>
      <CurrencySelect form={form} />
      <TimeZoneSelect form={form} savedTimeZone={savedTimeZone} />
      <TextField {...field('low_stock_threshold')} hint={t('profile.lowStockHelp')} />
      <TextField {...field('open_order_cap')} hint={t('profile.openOrderCapHelp')} />
    </Row>
  );
}

/** The shop's currency, from the contracts' table. */
function CurrencySelect({ form }: { form: ProfileForm }) {
  const { t } = useTranslation('account');
  const error = form.formState.errors.currency_code;
  const currency = form.watch('currency_code');
  // A shop whose code predates the table keeps seeing it until the owner picks one the table knows.
  const currencies: string[] = (offeredCurrencies as string[]).includes(currency)
    ? offeredCurrencies
    : [currency, ...offeredCurrencies];
  return (
    <Form.Group as={Col} md={6} className="mb-3" controlId="profile-currency_code">
      <Form.Label>{t('profile.fields.currency_code')}</Form.Label>
      <Form.Select isInvalid={!!error} {...form.register('currency_code')}>
        {currencies.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{error?.message}</Form.Control.Feedback>
    </Form.Group>
  );
}

/** The shop's time zone: its country's by default, or one the owner picks. */
function TimeZoneSelect({ form, savedTimeZone }: { form: ProfileForm; savedTimeZone: string }) {
  const { t } = useTranslation('account');
  const error = form.formState.errors.time_zone;
  return (
    <Form.Group as={Col} md={6} className="mb-3" controlId="profile-time_zone">
      <Form.Label>{t('profile.fields.time_zone')}</Form.Label>
      <Form.Select isInvalid={!!error} aria-describedby="profile-time-zone-help" {...form.register('time_zone')}>
        <option value="">{t('profile.timeZoneFromCountry')}</option>
        {timeZoneChoices(savedTimeZone).map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </Form.Select>
      <Form.Text id="profile-time-zone-help">{t('profile.timeZoneHelp')}</Form.Text>
      <Form.Control.Feedback type="invalid">{error?.message}</Form.Control.Feedback>
    </Form.Group>
  );
}
