import type { ReactElement } from 'react';
import { Button, OverlayTrigger, Tooltip } from 'react-bootstrap';
import type { Placement } from 'react-bootstrap/types';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { useClickNotice } from '../shared/useClickNotice';

const placements: Placement[] = ['top', 'right', 'bottom', 'left'];

/** A tooltip on hover and on keyboard focus (react-bootstrap's default triggers). */
function Tip({
  id,
  text,
  placement = 'top',
  children,
}: {
  id: string;
  text: string;
  placement?: Placement;
  children: ReactElement;
}) {
  return (
    <OverlayTrigger placement={placement} overlay={<Tooltip id={id}>{text}</Tooltip>}>
      {children}
    </OverlayTrigger>
  );
}

/** Tooltips: four directions, on buttons and links, and on a disabled button through a focusable wrapper. */
export default function TooltipsPage() {
  const { t } = useTranslation('uiComponents');
  const notice = useClickNotice();
  return (
    <ShowcasePage pageId="compTooltips" description={t('tooltips.description')}>
      <ExampleGrid>
        <Example title={t('tooltips.directions')} description={t('tooltips.directionsHint')}>
          <div className="d-flex flex-wrap gap-2">
            {placements.map((p) => (
              <Tip key={p} id={`tip-${p}`} placement={p} text={t('tooltips.on', { side: t(`tooltips.side.${p}`) })}>
                <Button variant="outline-primary" onClick={notice(t(`tooltips.side.${p}`))}>
                  {t(`tooltips.side.${p}`)}
                </Button>
              </Tip>
            ))}
          </div>
        </Example>
        <Example title={t('tooltips.links')}>
          <p className="mb-0">
            Tight pants next level keffiyeh you probably{' '}
            <Tip id="tip-link" text={t('tooltips.linkTip')}>
              <Link to="/components/popovers">have heard of popovers</Link>
            </Tip>
            . Farm-to-table seitan, mcsweeney's fixie sustainable quinoa.
          </p>
        </Example>
        <Example title={t('tooltips.disabled')} description={t('tooltips.disabledHint')}>
          <Tip id="tip-disabled" text={t('tooltips.disabledTip')}>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a disabled button gets no events or focus, so Bootstrap's recipe puts the tooltip on a focusable wrapper */}
            <span className="d-inline-block" tabIndex={0}>
              <Button disabled style={{ pointerEvents: 'none' }}>
                {t('tooltips.disabledButton')}
              </Button>
            </span>
          </Tip>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
