import { type CountryCode, countryCodes, isCountryCode, timeZonesOf } from '@vitrine/contracts/countries';

/** The offered countries, named in the owner's language by the platform (Intl), in that language's order. */
export function countryOptions(language: string): { value: CountryCode; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    // A runtime without region names: the ISO codes still pick the right country.
  }
  return countryCodes
    .map((code) => ({ value: code, label: names?.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

/** The country a browser's languages point at ("pt-BR" → BR), when it is one offered; else ''. */
export function guessCountry(languages: readonly string[]): CountryCode | '' {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (region && isCountryCode(region)) return region;
    } catch {
      // Not a language tag: try the next one.
    }
  }
  return '';
}

/** A zone as an owner recognises it: its city and its offset now ("Manaus (GMT-04:00)"). */
export function zoneLabel(zone: string, language: string, now = new Date()): string {
  const city = (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
  const offset = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  return offset ? `${city} (${offset})` : city;
}

/** A country's zones to choose from, its default first; empty when it has one zone (nothing to ask). */
export function zoneOptions(country: string, language: string): { value: string; label: string }[] {
  const zones = timeZonesOf(country);
  return zones.length > 1 ? zones.map((zone) => ({ value: zone, label: zoneLabel(zone, language) })) : [];
}
