import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';

const text =
  'This is some content from a media component. You can replace this with any content and adjust it as needed.';

/** Image and text side by side with flex utilities; `reverse` puts the image at the end. */
function Media({
  avatar,
  name,
  align = 'start',
  reverse = false,
  children,
}: {
  avatar: number;
  name: string;
  align?: 'start' | 'center' | 'end';
  reverse?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={`d-flex gap-3 ${reverse ? 'flex-row-reverse' : ''}`}>
      <img
        src={`/assets/demo/avatars/${avatar}.svg`}
        alt={name}
        width={56}
        height={56}
        className={`rounded-circle flex-shrink-0 align-self-${align}`}
      />
      <div className="flex-grow-1 min-w-0">
        <h3 className="h6 mb-1">{name}</h3>
        <p className="mb-0">{text}</p>
        {children}
      </div>
    </div>
  );
}

/** Media objects: the basic layout, nested replies, the image aligned top/middle/bottom, and reversed. */
export default function MediaObjectsPage() {
  const { t } = useTranslation('uiComponents');
  return (
    <ShowcasePage pageId="compMediaObjects" description={t('media.description')}>
      <ExampleGrid>
        <Example title={t('media.basic')}>
          <Media avatar={1} name="Olivia Martin" />
        </Example>
        <Example title={t('media.nested')}>
          <Media avatar={2} name="Liam Johnson">
            <div className="mt-3">
              <Media avatar={3} name="Emma Brown">
                <div className="mt-3">
                  <Media avatar={4} name="Noah Davis" />
                </div>
              </Media>
            </div>
          </Media>
        </Example>
        <Example title={t('media.alignment')}>
          <div className="d-grid gap-4">
            {(['start', 'center', 'end'] as const).map((a, i) => (
              <Media key={a} avatar={5 + i} name={t(`media.align.${a}`)} align={a} />
            ))}
          </div>
        </Example>
        <Example title={t('media.reverse')}>
          <Media avatar={8} name="Sophia Wilson" reverse />
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
