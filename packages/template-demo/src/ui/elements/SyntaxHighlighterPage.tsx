import { useAppSelector } from '@vitrine/web/store';
import { selectCustomizer } from '@vitrine/web/template/customizer/customizerSlice';
import { Check, Copy } from 'lucide-react';
import { Highlight } from 'prism-react-renderer';
import { useState } from 'react';
import { Button, ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ShowcasePage } from '../shared/ShowcasePage';
import { type CodeLanguage, codeSamples } from './code/samples';
import { codeThemes } from './code/themes';
import './code/shellGrammar';
import './code/code.scss';
import { useCopy } from './useCopy';

/**
 * A code block wider than a phone scrolls sideways, so it is a named region a keyboard can reach
 * and scroll (axe's scrollable-region-focusable); spread, as the linter cannot know it scrolls.
 */
const scrollableRegion = (label: string) => ({ role: 'region', tabIndex: 0, 'aria-label': label }) as const;

/**
 * Code blocks highlighted by prism-react-renderer in the app's colour mode (light or dark theme),
 * a language switcher, and a Copy button that says "Copied" once the clipboard has the code.
 */
export default function SyntaxHighlighterPage() {
  const { t } = useTranslation('uiElements');
  const dark = useAppSelector(selectCustomizer).theme === 'dark';
  const [language, setLanguage] = useState<CodeLanguage>('tsx');
  const { copy, copied, failed } = useCopy();
  const sample = codeSamples.find((s) => s.language === language) ?? codeSamples[0];
  const isCopied = copied === sample.code;
  return (
    <ShowcasePage pageId="syntaxHighlighter" description={t('syntax.description')}>
      <Example title={t('syntax.example')} description={t('syntax.hint')}>
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <ToggleButtonGroup
            type="radio"
            name="code-language"
            value={language}
            onChange={setLanguage}
            aria-label={t('syntax.language')}
          >
            {codeSamples.map((s) => (
              <ToggleButton
                key={s.language}
                id={`lang-${s.language}`}
                value={s.language}
                variant="outline-primary"
                size="sm"
              >
                {s.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Button
            variant={isCopied ? 'success' : 'outline-secondary'}
            size="sm"
            className="d-inline-flex align-items-center gap-2"
            onClick={() => copy(sample.code)}
          >
            {isCopied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
            {isCopied ? t('syntax.copied') : t('syntax.copy')}
          </Button>
        </div>
        <span className="visually-hidden" aria-live="polite">
          {isCopied ? t('syntax.copiedAnnounce') : ''}
        </span>
        {failed && <p className="text-danger-emphasis small">{t('syntax.copyFailed')}</p>}
        <Highlight theme={dark ? codeThemes.dark : codeThemes.light} code={sample.code} language={sample.language}>
          {({ className, style, tokens, getLineProps, getTokenProps }) => (
            <pre
              className={`${className} vt-code`}
              style={style}
              {...scrollableRegion(t('syntax.codeLabel', { language: sample.label }))}
              data-testid="code-block"
            >
              {tokens.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed sample
                <div key={i} {...getLineProps({ line })}>
                  <span className="vt-code-line" aria-hidden>
                    {i + 1}
                  </span>
                  {line.map((token, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: tokens of a fixed line
                    <span key={j} {...getTokenProps({ token })} />
                  ))}
                </div>
              ))}
            </pre>
          )}
        </Highlight>
      </Example>
    </ShowcasePage>
  );
}
