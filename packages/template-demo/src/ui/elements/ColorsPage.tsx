import { useTranslation } from 'react-i18next';
import { Example, ShowcasePage } from '../shared/ShowcasePage';
import { themeColors } from '../shared/variants';
import './colors.scss';

/**
 * Colours: each theme colour with its subtle and emphasis tones, the background and text
 * utilities. Labels sit on `text-bg-*` or on the subtle tone with the emphasis text, the pairs
 * Bootstrap tunes for contrast in both colour modes.
 */
export default function ColorsPage() {
  const { t } = useTranslation('uiElements');
  return (
    <ShowcasePage pageId="colors" description={t('colors.description')}>
      <Example title={t('colors.theme')} description={t('colors.themeHint')}>
        <div className="vt-swatches">
          {themeColors.map((c) => (
            <figure key={c} className="mb-0 border rounded overflow-hidden">
              <div className={`text-bg-${c} p-3 fw-semibold`}>{c}</div>
              <div className={`bg-${c}-subtle text-${c}-emphasis px-3 py-2 small`}>.bg-{c}-subtle</div>
              <div className={`border-top border-${c} px-3 py-2 small text-${c}-emphasis`}>.text-{c}-emphasis</div>
            </figure>
          ))}
        </div>
      </Example>
      <Example title={t('colors.backgrounds')}>
        <div className="vt-swatches">
          {['body', 'body-secondary', 'body-tertiary'].map((b) => (
            <div key={b} className={`bg-${b} border rounded p-3 small`}>
              .bg-{b}
            </div>
          ))}
          {themeColors.map((c) => (
            <div key={c} className={`text-bg-${c} rounded p-3 small`}>
              .text-bg-{c}
            </div>
          ))}
        </div>
      </Example>
      <Example title={t('colors.text')} description={t('colors.textHint')}>
        <div className="vt-swatches">
          {themeColors.map((c) => (
            <p key={c} className={`text-${c}-emphasis mb-0 fw-semibold`}>
              .text-{c}-emphasis
            </p>
          ))}
          {['body', 'body-emphasis', 'body-secondary'].map((c) => (
            <p key={c} className={`text-${c} mb-0 fw-semibold`}>
              .text-{c}
            </p>
          ))}
        </div>
      </Example>
      <Example title={t('colors.borders')}>
        <div className="vt-swatches">
          {themeColors.map((c) => (
            <div key={c} className={`border border-2 border-${c} rounded p-3 small`}>
              .border-{c}
            </div>
          ))}
        </div>
      </Example>
    </ShowcasePage>
  );
}
