import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';

/**
 * The showcase's sample buttons answer a click with a short toast naming what was clicked, so no
 * example control is dead. One toast at a time (same id), so a burst of clicks does not pile up.
 */
export function useClickNotice() {
  const { t } = useTranslation('uiComponents');
  return (name: string) => () => toast.info(t('common.clicked', { name }), { toastId: 'vt-click-notice' });
}
