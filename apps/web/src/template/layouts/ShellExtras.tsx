import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../store';
import { Customizer } from '../customizer/Customizer';
import { selectCustomizer } from '../customizer/customizerSlice';
import { ScrollToTop } from '../ScrollToTop';
import { customizerEnabled } from '../themeConfig';

/** Read once per load: the flag does not change while the page lives. */
const showCustomizer = customizerEnabled();

export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a className="visually-hidden-focusable position-absolute p-2 bg-body" href="#vt-content">
      {t('skipToContent')}
    </a>
  );
}

/** What floats above either layout: scroll-to-top (unless hidden) and the customizer (when enabled). */
export function ShellExtras() {
  const { hideScrollToTop } = useAppSelector(selectCustomizer);
  return (
    <>
      {!hideScrollToTop && <ScrollToTop />}
      {showCustomizer && <Customizer />}
    </>
  );
}
