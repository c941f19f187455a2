import type { Db } from '../client.js';
import { businessCategories, countries, deliveryTypes, orderStatus, shopImageTypes, states } from '../schema.js';
import { seedCountries } from './data/countries.js';

const masterLists = {
  businessCategories: [
    ['electronics', 'Electronics'],
    ['bakery', 'Bakery & Confectionery'],
    ['grocery', 'Grocery'],
    ['fashion', 'Fashion & Apparel'],
    ['home', 'Home & Kitchen'],
    ['beauty', 'Beauty & Personal Care'],
    ['books', 'Books & Stationery'],
    ['toys', 'Toys & Games'],
    ['sports', 'Sports & Outdoors'],
    ['other', 'Other'],
  ],
  deliveryTypes: [
    ['cod', 'Cash on delivery'],
    ['pickup', 'Pick up at the shop'],
  ],
  orderStatus: [
    ['pending', 'Pending'],
    ['confirmed', 'Confirmed'],
    ['shipped', 'Shipped'],
    ['delivered', 'Delivered'],
    ['cancelled', 'Cancelled'],
  ],
  shopImageTypes: [
    ['logo', 'Logo'],
    ['banner', 'Banner'],
    ['gallery', 'Gallery'],
  ],
} as const;

const rows = (list: readonly (readonly [string, string])[]) =>
  list.map(([code, name], sortOrder) => ({ code, name, sortOrder }));

/**
 * Reference data every install needs (countries, states, master lists), demo or not.
 * Inserts only what is missing, so it is safe on every start.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(businessCategories).values(rows(masterLists.businessCategories)).onConflictDoNothing();
    await tx.insert(deliveryTypes).values(rows(masterLists.deliveryTypes)).onConflictDoNothing();
    await tx.insert(orderStatus).values(rows(masterLists.orderStatus)).onConflictDoNothing();
    await tx.insert(shopImageTypes).values(rows(masterLists.shopImageTypes)).onConflictDoNothing();
    await tx
      .insert(countries)
      .values(seedCountries.map((c) => ({ countryName: c.name, isoCode: c.isoCode })))
      .onConflictDoNothing();
    const ids = await tx.select({ id: countries.id, isoCode: countries.isoCode }).from(countries);
    const idByIso = new Map(ids.map((c) => [c.isoCode, c.id]));
    const stateRows = seedCountries.flatMap((c) => {
      const countryId = idByIso.get(c.isoCode);
      return countryId ? c.states.map((stateName) => ({ countryId, stateName })) : [];
    });
    await tx.insert(states).values(stateRows).onConflictDoNothing();
  });
}
