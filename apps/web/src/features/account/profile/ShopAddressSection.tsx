import type { Country } from '@vitrine/contracts';
import { Button, Col, Form, Row } from 'react-bootstrap';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../shared/fields';
import { useStates } from '../shared/useStates';
import { useProfileField } from './profileField';
import type { ProfileValues } from './profileForm';

type ProfileForm = UseFormReturn<ProfileValues>;

/** Where the shop is: two lines, city, country, the country's state, postal code. */
export function ShopAddressSection({ form, countries }: { form: ProfileForm; countries: Country[] }) {
  const field = useProfileField(form);
  return (
    <Row>
      <TextField {...field('shop_add_line1')} autoComplete="address-line1" />
      <TextField {...field('shop_add_line2')} autoComplete="address-line2" />
      <TextField {...field('shop_city')} md={4} autoComplete="address-level2" />
      <CountryAndState form={form} countries={countries} />
      <TextField {...field('shop_postal_code')} md={4} autoComplete="postal-code" />
    </Row>
  );
}

/** The country, and the states of the chosen country (loaded for it; a new country clears the state). */
function CountryAndState({ form, countries }: { form: ProfileForm; countries: Country[] }) {
  const { t } = useTranslation('account');
  const { register, setValue, watch } = form;
  const errors = form.formState.errors;
  const countryId = watch('shop_country_id');
  const { load: statesLoad, retry: retryStates } = useStates(countryId ? Number(countryId) : null);
  return (
    <>
      <Form.Group as={Col} md={4} className="mb-3" controlId="profile-shop_country_id">
        <Form.Label>{t('profile.fields.shop_country_id')}</Form.Label>
        <Form.Select
          isInvalid={!!errors.shop_country_id}
          {...register('shop_country_id', { onChange: () => setValue('shop_state_id', '') })}
          value={countryId}
        >
          <option value="">{t('profile.chooseCountry')}</option>
          {countries.map((c) => (
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
    </>
  );
}
