import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import './extra.scss';

type Align = 'start' | 'center' | 'end';
type Look = 'solid' | 'dashed' | 'dotted';

/**
 * A divider with text. Purely decorative lines are hidden from screen readers; where the divider
 * separates two sections it is a `separator` named by its text.
 */
function TextDivider({
  text,
  align = 'center',
  look = 'solid',
  colour,
}: {
  text: string;
  align?: Align;
  look?: Look;
  colour?: string;
}) {
  return (
    <div
      className={`vt-divider vt-divider-${align} vt-divider-${look} ${colour ? `vt-divider-colour text-${colour}-emphasis` : ''}`}
      role="separator"
      aria-label={text}
    >
      <span aria-hidden>{text}</span>
    </div>
  );
}

const aligns: Align[] = ['start', 'center', 'end'];
const looks: Look[] = ['solid', 'dashed', 'dotted'];
const colours = ['primary', 'success', 'danger', 'warning'];

/** Dividers: with text, aligned, in line styles and colours, and plain decorative rules. */
export default function DividerPage() {
  const { t } = useTranslation('uiElements');
  return (
    <ShowcasePage pageId="extraDivider" description={t('divider.description')}>
      <ExampleGrid>
        <Example title={t('divider.text')}>
          <p>Section one: the text before the divider.</p>
          <TextDivider text="OR" />
          <p className="mb-0">Section two: the text after it.</p>
        </Example>
        <Example title={t('divider.alignment')}>
          {aligns.map((a) => (
            <TextDivider key={a} align={a} text={t(`divider.align.${a}`)} />
          ))}
        </Example>
        <Example title={t('divider.styles')}>
          {looks.map((l) => (
            <TextDivider key={l} look={l} text={t(`divider.look.${l}`)} />
          ))}
        </Example>
        <Example title={t('divider.colours')}>
          {colours.map((c) => (
            <TextDivider key={c} colour={c} text={c} />
          ))}
        </Example>
        <Example title={t('divider.decorative')} description={t('divider.decorativeHint')}>
          <p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>
          <hr aria-hidden />
          <p>Integer posuere erat a ante venenatis dapibus posuere velit aliquet.</p>
          <hr className="border-primary border-2 opacity-75" aria-hidden />
          <p className="mb-0">Donec ullamcorper nulla non metus auctor fringilla.</p>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
