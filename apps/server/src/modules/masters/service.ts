import type { Country, MasterItem, MasterType, State } from '@vitrine/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businessCategories, countries, deliveryTypes, orderStatus, shopImageTypes, states } from '../../db/schema.js';
import type { CachedBody, ResponseCache } from '../../http/response-cache.js';
import { MASTERS_TAG } from '../shared/context.js';

const masterTables = {
  business_categories: businessCategories,
  delivery_types: deliveryTypes,
  order_status: orderStatus,
  shop_image_types: shopImageTypes,
} as const;

/** Option lists (spec section 3). Reference data changes only with a deploy, so they stay cached. */
export class MastersService {
  constructor(
    private readonly db: Db,
    private readonly cache: ResponseCache,
  ) {}

  masterBody(type: MasterType): Promise<CachedBody<Record<string, Country[] | MasterItem[]>> | null> {
    return this.cache.get(`master:${type}`, [MASTERS_TAG], async () => {
      if (type === 'country_list') {
        const rows = await this.db
          .select({ id: countries.id, country_name: countries.countryName, iso_code: countries.isoCode })
          .from(countries)
          .orderBy(asc(countries.countryName));
        return { country_list: rows };
      }
      const table = masterTables[type];
      const rows = await this.db
        .select({ id: table.id, code: table.code, name: table.name })
        .from(table)
        .orderBy(asc(table.sortOrder), asc(table.id));
      return { [type]: rows };
    });
  }

  /** States of a country; null when the country does not exist. */
  stateListBody(countryId: number): Promise<CachedBody<{ state_list: State[] }> | null> {
    return this.cache.get(`states:${countryId}`, [MASTERS_TAG], async () => {
      const [country] = await this.db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
      if (!country) return null;
      const rows = await this.db
        .select({ id: states.id, state_name: states.stateName })
        .from(states)
        .where(eq(states.countryId, countryId))
        .orderBy(asc(states.stateName));
      return { state_list: rows };
    });
  }
}
