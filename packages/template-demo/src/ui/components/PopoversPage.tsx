import { Button, OverlayTrigger, Popover } from 'react-bootstrap';
import type { Placement } from 'react-bootstrap/types';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';

const placements: Placement[] = ['top', 'right', 'bottom', 'left'];

/** Popovers: four directions (click to open, click outside to close), one that closes on the next click, a title. */
export default function PopoversPage() {
  const { t } = useTranslation('uiComponents');
  return (
    <ShowcasePage pageId="compPopovers" description={t('popovers.description')}>
      <ExampleGrid>
        <Example title={t('popovers.directions')} description={t('popovers.directionsHint')}>
          <div className="d-flex flex-wrap gap-2">
            {placements.map((p) => (
              <OverlayTrigger
                key={p}
                trigger="click"
                rootClose
                placement={p}
                overlay={
                  <Popover id={`pop-${p}`}>
                    <Popover.Body>{t('popovers.on', { side: t(`popovers.side.${p}`) })}</Popover.Body>
                  </Popover>
                }
              >
                <Button variant="outline-primary">{t(`popovers.side.${p}`)}</Button>
              </OverlayTrigger>
            ))}
          </div>
        </Example>
        <Example title={t('popovers.dismiss')} description={t('popovers.dismissHint')}>
          <OverlayTrigger
            trigger="focus"
            placement="bottom"
            overlay={
              <Popover id="pop-dismiss">
                <Popover.Body>{t('popovers.dismissBody')}</Popover.Body>
              </Popover>
            }
          >
            <Button variant="danger">{t('popovers.dismissButton')}</Button>
          </OverlayTrigger>
        </Example>
        <Example title={t('popovers.title')}>
          <OverlayTrigger
            trigger="click"
            rootClose
            placement="right"
            overlay={
              <Popover id="pop-title">
                <Popover.Header as="h3">Popover title</Popover.Header>
                <Popover.Body>
                  And here's some <strong>amazing</strong> content. It's very engaging. Right?
                </Popover.Body>
              </Popover>
            }
          >
            <Button>{t('popovers.titleButton')}</Button>
          </OverlayTrigger>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
