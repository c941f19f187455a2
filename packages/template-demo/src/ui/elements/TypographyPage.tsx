import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';

const headingClasses = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const displays = [1, 2, 3, 4, 5, 6];

/** Typography: heading and display sizes (as classes, so the page outline stays its own), lead, inline elements, quotes, lists. */
export default function TypographyPage() {
  const { t } = useTranslation('uiElements');
  return (
    <ShowcasePage pageId="typography" description={t('typography.description')}>
      <ExampleGrid>
        <Example title={t('typography.headings')} description={t('typography.headingsHint')}>
          {headingClasses.map((h) => (
            <p key={h} className={h}>
              .{h} heading <small className="text-body-secondary">with muted text</small>
            </p>
          ))}
        </Example>
        <Example title={t('typography.display')}>
          {displays.map((d) => (
            <p key={d} className={`display-${d} text-truncate`}>
              Display {d}
            </p>
          ))}
        </Example>
        <Example title={t('typography.lead')}>
          <p className="lead">
            This is a lead paragraph. It stands out from regular paragraphs, for an introduction or a summary.
          </p>
          <p className="mb-0">And this is a regular paragraph that follows it, in the body text size.</p>
        </Example>
        <Example title={t('typography.inline')}>
          <ul className="list-unstyled mb-0 d-grid gap-1">
            <li>
              You can use the mark tag to <mark>highlight</mark> text.
            </li>
            <li>
              <del>This line of text is meant to be treated as deleted text.</del>
            </li>
            <li>
              <s>This line of text is meant to be treated as no longer accurate.</s>
            </li>
            <li>
              <ins>This line of text is meant to be treated as an addition to the document.</ins>
            </li>
            <li>
              <u>This line of text will render as underlined.</u>
            </li>
            <li>
              <small>This line of text is meant to be treated as fine print.</small>
            </li>
            <li>
              <strong>This line rendered as bold text.</strong>
            </li>
            <li>
              <em>This line rendered as italicized text.</em>
            </li>
            <li>
              <abbr title="HyperText Markup Language">HTML</abbr> is an abbreviation; press <kbd>Ctrl</kbd> +{' '}
              <kbd>C</kbd> to copy <code>code</code>.
            </li>
          </ul>
        </Example>
        <Example title={t('typography.blockquotes')}>
          <figure>
            <blockquote className="blockquote">
              <p>A well-known quote, contained in a blockquote element.</p>
            </blockquote>
            <figcaption className="blockquote-footer text-body-secondary">
              Someone famous in <cite title="Source Title">Source Title</cite>
            </figcaption>
          </figure>
          <figure className="text-end mb-0">
            <blockquote className="blockquote">
              <p>Quotes can be aligned to the end, too.</p>
            </blockquote>
            <figcaption className="blockquote-footer text-body-secondary mb-0">Another author</figcaption>
          </figure>
        </Example>
        <Example title={t('typography.lists')}>
          <div className="row g-3">
            <div className="col-sm-6">
              <h3 className="h6">{t('typography.unordered')}</h3>
              <ul>
                <li>Lorem ipsum dolor sit amet</li>
                <li>
                  Nulla volutpat aliquam velit
                  <ul>
                    <li>Phasellus iaculis neque</li>
                    <li>Purus sodales ultricies</li>
                  </ul>
                </li>
                <li>Faucibus porta lacus fringilla vel</li>
              </ul>
            </div>
            <div className="col-sm-6">
              <h3 className="h6">{t('typography.ordered')}</h3>
              <ol>
                <li>Lorem ipsum dolor sit amet</li>
                <li>Consectetur adipiscing elit</li>
                <li>Integer molestie lorem at massa</li>
              </ol>
              <h3 className="h6">{t('typography.inlineList')}</h3>
              <ul className="list-inline mb-0">
                {['Lorem', 'Ipsum', 'Dolor'].map((w) => (
                  <li key={w} className="list-inline-item">
                    {w}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
