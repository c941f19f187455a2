import type { Country, MasterItem, State } from '@vitrine/contracts';
import { asList, http, isSuccess } from '../../../api/http';

type Answer<K extends string, T> = { status: string } & { [key in K]?: T[] | Record<string, T> };

/** GET getmaster/{type} (public): reads the field named by the type; false when it failed. */
export async function getMasterList<T = MasterItem>(
  type: 'country_list' | 'business_categories' | 'order_status' | 'shop_image_types' | 'delivery_types',
): Promise<T[] | false> {
  const body = await http.get<Answer<typeof type, T>>(`getmaster/${type}`);
  return isSuccess(body) ? asList(body[type]) : false;
}

export const getCountryList = () => getMasterList<Country>('country_list');

/** GET getmaster/state_list/{countryId}. */
export async function getStateList(countryId: number): Promise<State[] | false> {
  const body = await http.get<Answer<'state_list', State>>(`getmaster/state_list/${countryId}`);
  return isSuccess(body) ? asList(body.state_list) : false;
}
