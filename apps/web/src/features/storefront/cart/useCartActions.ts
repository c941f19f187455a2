import { notify } from '../../../components/toasts/notify';
import { useTranslation } from '../../../i18n/shop';
import { addToCart, type CartItem, cartCleared, itemRemoved, quantityUpdated, useShopStore } from '../state';

/** Cart changes with the spec's toasts (section 4): top-centre, closing after 1000 ms (set on the container). */
export function useCartActions(shopUrl: string) {
  const store = useShopStore();
  const { t } = useTranslation('storefront');
  return {
    /** `max`: the units left of a tracked item, so the cart never holds more. */
    add(item: CartItem, max: number | null = null) {
      const outcome = addToCart(store, shopUrl, item, max);
      if (outcome === 'limited') notify('info', t('cart.toastLimited', { count: max ?? 0 }));
      else notify('success', outcome === 'updated' ? t('cart.toastUpdated') : t('cart.toastAdded'));
    },
    remove(key: string) {
      store.changeShop(itemRemoved({ shopUrl, key }));
      notify('info', t('cart.toastRemoved'));
    },
    setQuantity(key: string, quantity: number) {
      store.changeShop(quantityUpdated({ shopUrl, key, quantity }));
    },
    clear() {
      store.changeShop(cartCleared(shopUrl));
    },
  };
}
