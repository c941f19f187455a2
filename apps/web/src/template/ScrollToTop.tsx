import { ArrowUp } from 'lucide-react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useScrolledPast } from './useMediaQuery';

/** Shows after 400 px of scrolling; the customizer can hide it. */
export function ScrollToTop() {
  const { t } = useTranslation('shell');
  const visible = useScrolledPast(400);
  if (!visible) return null;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <Button
      className="vt-scroll-top"
      variant="primary"
      aria-label={t('scrollToTop')}
      data-testid="scroll-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' })}
    >
      <ArrowUp size={18} aria-hidden />
    </Button>
  );
}
