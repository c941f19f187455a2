import type { DeliveryType } from '@vitrine/contracts';
import { useEffect, useState } from 'react';
import type { StorefrontData } from '../layout/useStorefront';
import { deliveryTypeChosen, loadDeliveryTypes, selectShop, useShopState, useShopStore } from '../state';

/**
 * The delivery methods this shop offers (from the delivery-type list, home delivery while that list
 * is missing), the one chosen (kept per shop in the store), and whether the list failed to load.
 */
export function useDeliveryChoices(data: StorefrontData) {
  const store = useShopStore();
  const deliveryType = useShopState((s) => selectShop(s).delivery_type);
  const deliveryTypes = useShopState((s) => s.options?.delivery_types);
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    void loadDeliveryTypes(store).then((ok) => setLoadFailed(!ok));
  }, [store]);

  const offered = (code: string) =>
    code === 'pickup' ? data.shop.delivery.pickup.enabled : code === 'cod' && data.shop.delivery.delivery.enabled;
  const choices = (deliveryTypes?.length ? deliveryTypes : [{ id: 0, code: 'cod', name: 'Home delivery' }])
    .filter((choice) => offered(choice.code))
    .map((choice) => ({ code: choice.code as DeliveryType, name: choice.name }));
  // A choice the shop no longer offers (kept from an earlier visit) gives way to one it does.
  const firstOffered = choices[0]?.code;
  useEffect(() => {
    if (firstOffered && !offered(deliveryType)) store.changeShop(deliveryTypeChosen(firstOffered));
  });

  return {
    chosen: deliveryType,
    choices,
    choose: (code: DeliveryType) => store.changeShop(deliveryTypeChosen(code)),
    /** The list did not load and none is kept: the fallback's note is shown. */
    fellBack: loadFailed && !deliveryTypes?.length,
  };
}
