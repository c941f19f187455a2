import { notify } from '../../../components/toasts/notify';
import { useTranslation } from '../../../i18n/shop';
import { useAppDispatch } from '../../../store';
import { addToCart, type CartItem, cartCleared, itemRemoved, quantityUpdated } from '../state';

/** Cart changes with the spec's toasts (section 4): top-centre, closing after 1000 ms (set on the container). */
export function useCartActions(shopUrl: string) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation('storefront');
  return {
    add(item: CartItem) {
      const outcome = dispatch(addToCart(shopUrl, item));
      notify('success', outcome === 'updated' ? t('cart.toastUpdated') : t('cart.toastAdded'));
    },
    remove(key: string) {
      dispatch(itemRemoved({ shopUrl, key }));
      notify('info', t('cart.toastRemoved'));
    },
    setQuantity(key: string, quantity: number) {
      dispatch(quantityUpdated({ shopUrl, key, quantity }));
    },
    clear() {
      dispatch(cartCleared(shopUrl));
    },
  };
}
