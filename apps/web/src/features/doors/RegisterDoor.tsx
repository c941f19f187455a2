import type { RegisterRequest } from '@vitrine/contracts';
import { countryDefaults, isCountryCode } from '@vitrine/contracts/countries';
import { suggestCatalogueUrl } from '@vitrine/contracts/rules';
import { type ChangeEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SERVER_UNREACHABLE } from '../account/api/ownerClient';
import { registerCall } from '../account/auth/authCalls';
import { homeFor } from '../account/auth/redirects';
import { useHydrated } from '../storefront/shared/serverRender';
import { countryOptions, guessCountry, zoneOptions } from './countryChoice';
import { enterOwnerArea, useSignedInAlready, warmOwnerArea } from './enterOwnerArea';
import { useDoorText } from './strings';
import { SelectField, SubmitButton, TextField } from './TextField';
import { useDoorForm } from './useDoorForm';
import { type UrlCheck, useUrlCheck } from './useUrlCheck';
import { checkRegister, type RegisterForm } from './validation';

const fields = ['name', 'shop_name', 'shop_catalogue_url', 'country', 'time_zone', 'email', 'password'] as const;
const blank: RegisterForm = {
  name: '',
  shop_name: '',
  shop_catalogue_url: '',
  country: '',
  time_zone: '',
  email: '',
  password: '',
};

/** The availability line under the catalogue address, announced politely to screen readers. */
function UrlStatus({ id, check }: { id: string; check: UrlCheck }) {
  const { t } = useDoorText();
  const text =
    check.state === 'checking'
      ? t('url.checking')
      : check.state === 'available'
        ? t('url.available')
        : check.state === 'taken'
          ? check.reason || t('url.taken')
          : check.state === 'error'
            ? t('url.error')
            : '';
  const tone =
    check.state === 'available' ? 'text-success' : check.state === 'taken' ? 'text-danger' : 'text-body-secondary';
  return (
    <div id={id} className={`form-text ${tone}`} aria-live="polite" data-testid="url-status" data-state={check.state}>
      {text}
    </div>
  );
}

type RegisterFormState = ReturnType<typeof useDoorForm<keyof RegisterForm, RegisterRequest>>;

/**
 * The shop name suggests the catalogue address (the contracts' rule, the one the server checks)
 * until the owner types an address of their own; emptying it lets the name suggest again.
 */
function useSuggestedAddress(form: RegisterFormState) {
  const [ownAddress, setOwnAddress] = useState(false);
  return {
    shopName: {
      ...form.field('shop_name'),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const shopName = event.target.value;
        form.change(
          ownAddress
            ? { shop_name: shopName }
            : { shop_name: shopName, shop_catalogue_url: suggestCatalogueUrl(shopName) },
        );
      },
    },
    url: {
      ...form.field('shop_catalogue_url'),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setOwnAddress(event.target.value !== '');
        form.change({ shop_catalogue_url: event.target.value });
      },
    },
  };
}

/**
 * The shop's country (first guessed from the browser's language, once in the browser: the server's
 * page has none) and, for a country with several zones, its time zone, the country's default first.
 */
function useCountryFields(form: RegisterFormState) {
  const { language } = useDoorText();
  const hydrated = useHydrated();
  const picked = form.raw.country;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page comes alive in the browser
  useEffect(() => {
    if (!hydrated || picked) return;
    const guess = guessCountry(navigator.languages ?? [navigator.language]);
    if (guess) form.change({ country: guess, time_zone: countryDefaults[guess].timeZones[0] });
  }, [hydrated]);
  return {
    country: {
      ...form.field('country'),
      onChange: (event: ChangeEvent<HTMLSelectElement>) => {
        const code = event.target.value;
        form.change({ country: code, time_zone: isCountryCode(code) ? countryDefaults[code].timeZones[0] : '' });
      },
    },
    countries: countryOptions(language),
    currency: isCountryCode(picked) ? countryDefaults[picked].currency : null,
    timeZone: form.field('time_zone'),
    zones: zoneOptions(picked, language),
  };
}

/** A new owner creates an account and a shop, then lands signed in on the dashboard and its setup guide. */
export default function RegisterDoor() {
  const { t } = useDoorText();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [apiError, setApiError] = useState<string | null>(null);
  const form = useDoorForm({ ...blank }, (raw) => checkRegister(raw, t));
  const urlCheck = useUrlCheck(form.raw.shop_catalogue_url);
  useSignedInAlready((user) => homeFor(user.userRole));
  const address = useSuggestedAddress(form);
  const country = useCountryFields(form);

  const onSubmit = form.onSubmit(async (values) => {
    setApiError(null);
    if (urlCheck.state === 'taken') {
      form.setError('shop_catalogue_url', urlCheck.reason || t('url.taken'));
      return;
    }
    warmOwnerArea(true);
    const result = await registerCall(values);
    if (result.ok) return enterOwnerArea(result.data, '/dashboard', navigate);
    for (const [name, message] of Object.entries(result.errors)) {
      if ((fields as readonly string[]).includes(name)) form.setError(name as (typeof fields)[number], message);
    }
    setApiError(
      result.message === SERVER_UNREACHABLE ? t('errors.unreachable') : result.message || t('errors.generic'),
    );
  });

  return (
    <main className="card vt-auth-card p-2">
      <div className="card-body">
        <h1 className="h3 mb-1">{t('auth.registerTitle')}</h1>
        <p className="text-body-secondary">{t('auth.registerSubtitle')}</p>
        {apiError && (
          <div className="alert alert-danger" role="alert" data-testid="register-error">
            {apiError}
          </div>
        )}
        <form noValidate onSubmit={onSubmit}>
          {/* Server HTML: usable once hydrated (a value typed before would be lost). */}
          <fieldset disabled={!hydrated}>
            <TextField
              id="register-name"
              label={t('auth.name')}
              autoComplete="name"
              field={form.field('name')}
              error={form.errors.name}
            />
            <TextField
              id="register-shop-name"
              label={t('auth.shopName')}
              autoComplete="organization"
              field={address.shopName}
              error={form.errors.shop_name}
            />
            <TextField
              id="register-url"
              label={t('auth.catalogueUrl')}
              autoComplete="off"
              // The site's own address, which only the browser knows (the server renders the page for any host).
              prefix={`${hydrated ? window.location.host : ''}/`}
              field={address.url}
              error={form.errors.shop_catalogue_url}
              invalid={urlCheck.state === 'taken'}
              valid={urlCheck.state === 'available'}
              describedBy="register-url-status"
              after={<UrlStatus id="register-url-status" check={urlCheck} />}
            />
            <SelectField
              id="register-country"
              label={t('auth.country')}
              autoComplete="country"
              field={country.country}
              options={country.countries}
              placeholder={t('auth.countryChoose')}
              error={form.errors.country}
              describedBy={country.currency ? 'register-country-hint' : undefined}
              after={
                country.currency && (
                  <div id="register-country-hint" className="form-text" data-testid="country-hint">
                    {t('auth.countryHint', { currency: country.currency })}
                  </div>
                )
              }
            />
            {country.zones.length > 0 && (
              <SelectField
                id="register-time-zone"
                label={t('auth.timeZone')}
                field={country.timeZone}
                options={country.zones}
                error={form.errors.time_zone}
              />
            )}
            <TextField
              id="register-email"
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              field={form.field('email')}
              error={form.errors.email}
            />
            <TextField
              id="register-password"
              label={t('auth.password')}
              type="password"
              autoComplete="new-password"
              field={form.field('password')}
              error={form.errors.password}
              // One hint at a time: the error says the same rule ("Use at least 8 characters.") when it shows.
              describedBy={form.errors.password ? undefined : 'register-password-hint'}
              after={
                !form.errors.password && (
                  <div id="register-password-hint" className="form-text">
                    {t('auth.passwordHint')}
                  </div>
                )
              }
            />
            <SubmitButton busy={form.submitting}>{t('auth.register')}</SubmitButton>
          </fieldset>
        </form>
        <p className="text-center mt-3 mb-0">
          {t('auth.haveAccount')} <Link to="/login">{t('auth.signIn')}</Link>
        </p>
      </div>
    </main>
  );
}
