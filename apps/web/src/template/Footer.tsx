import { useTranslation } from 'react-i18next';
import type { FooterType } from './themeConfig';

export function Footer({ type }: { type: FooterType }) {
  const { t } = useTranslation('shell');
  if (type === 'hidden') return null;
  return (
    <footer className={`vt-footer vt-footer-${type}`} data-testid="footer" data-footer-type={type}>
      <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
      <span className="d-none d-md-inline">{t('footer.madeWith')}</span>
    </footer>
  );
}
