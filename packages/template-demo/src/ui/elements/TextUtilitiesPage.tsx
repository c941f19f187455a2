import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import './elements.scss';

type Sample = { cls: string; text: string };

/** One example per utility family: each line shows its class applied to itself. */
const families: { key: string; box?: boolean; samples: Sample[] }[] = [
  {
    key: 'alignment',
    box: true,
    samples: [
      { cls: 'text-start', text: 'Start aligned text on all viewport sizes.' },
      { cls: 'text-center', text: 'Center aligned text on all viewport sizes.' },
      { cls: 'text-end', text: 'End aligned text on all viewport sizes.' },
      { cls: 'text-md-end', text: 'End aligned text on viewports sized MD (medium) or wider.' },
    ],
  },
  {
    key: 'wrapping',
    box: true,
    samples: [
      { cls: 'text-wrap', text: 'This text wraps inside its box, as text usually does.' },
      {
        cls: 'text-truncate',
        text: 'This long text is truncated with an ellipsis when it does not fit its box at all.',
      },
      { cls: 'text-break', text: 'mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm' },
    ],
  },
  {
    key: 'transform',
    samples: [
      { cls: 'text-lowercase', text: 'Lowercased TEXT.' },
      { cls: 'text-uppercase', text: 'Uppercased text.' },
      { cls: 'text-capitalize', text: 'capitalized text.' },
    ],
  },
  {
    key: 'weight',
    samples: [
      { cls: 'fw-bold', text: 'Bold text.' },
      { cls: 'fw-semibold', text: 'Semibold text.' },
      { cls: 'fw-normal', text: 'Normal weight text.' },
      { cls: 'fw-light', text: 'Light weight text.' },
      { cls: 'fst-italic', text: 'Italic text.' },
    ],
  },
  {
    key: 'colours',
    samples: [
      ...['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'].map((c) => ({
        cls: `text-${c}-emphasis`,
        text: `.text-${c}-emphasis`,
      })),
      { cls: 'text-body-secondary', text: '.text-body-secondary' },
      { cls: 'text-body-emphasis', text: '.text-body-emphasis' },
    ],
  },
  {
    key: 'lineHeight',
    box: true,
    samples: ['lh-1', 'lh-sm', 'lh-base', 'lh-lg'].map((cls) => ({
      cls,
      text: `.${cls}: the line height of this paragraph changes how far apart its wrapped lines sit from each other.`,
    })),
  },
  {
    key: 'decoration',
    samples: [
      { cls: 'text-decoration-underline', text: 'This text has a line underneath it.' },
      { cls: 'text-decoration-line-through', text: 'This text has a line going through it.' },
      { cls: 'text-decoration-none', text: 'This text has no decoration.' },
      { cls: 'font-monospace', text: 'This is in monospace.' },
    ],
  },
];

/** Text utilities: alignment, wrapping, transform, weight and italics, colours, line height, decoration. */
export default function TextUtilitiesPage() {
  const { t } = useTranslation('uiElements');
  return (
    <ShowcasePage pageId="textUtilities" description={t('textUtilities.description')}>
      <ExampleGrid>
        {families.map((f) => (
          <Example key={f.key} title={t(`textUtilities.${f.key}`)}>
            <div className="d-flex flex-column gap-2">
              {f.samples.map((s) => (
                <div key={s.cls}>
                  <code className="small">.{s.cls}</code>
                  <p className={`${s.cls} mb-0 ${f.box ? 'vt-util-box' : ''}`}>{s.text}</p>
                </div>
              ))}
            </div>
          </Example>
        ))}
      </ExampleGrid>
    </ShowcasePage>
  );
}
