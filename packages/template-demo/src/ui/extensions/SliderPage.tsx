import 'rc-slider/assets/index.css';
import Slider from 'rc-slider';
import { useState } from 'react';
import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { useDocumentDir } from '../shared/useDocumentDir';
import './slider.scss';

/** /extensions/slider: rc-slider, keyboard-operable, themed with Bootstrap's variables and mirrored for RTL. */
export default function SliderPage() {
  const { t } = useTranslation('uiExtensions');
  const reverse = useDocumentDir() === 'rtl';
  const [volume, setVolume] = useState(40);
  const [price, setPrice] = useState<number[]>([20, 80]);
  const [rating, setRating] = useState(3);
  const [stepped, setStepped] = useState(50);
  const [vertical, setVertical] = useState(60);
  const marks = Object.fromEntries([1, 2, 3, 4, 5].map((n) => [n, t(`slider.ratings.${n}`)]));
  return (
    <ShowcasePage pageId="extSlider" description={t('slider.description')}>
      <ExampleGrid>
        <Example title={t('slider.single')} description={t('slider.singleText')}>
          <Slider
            className="vt-slider"
            value={volume}
            onChange={(v) => setVolume(v as number)}
            reverse={reverse}
            ariaLabelForHandle={t('slider.volume')}
          />
          <p className="small mt-3 mb-0" aria-live="polite" data-testid="slider-volume">
            {t('slider.volume')}: <strong>{volume}</strong>
          </p>
        </Example>
        <Example title={t('slider.range')} description={t('slider.rangeText')}>
          <Slider
            className="vt-slider"
            range
            allowCross={false}
            value={price}
            onChange={(v) => setPrice(v as number[])}
            reverse={reverse}
            ariaLabelForHandle={[t('slider.minPrice'), t('slider.maxPrice')]}
          />
          <p className="small mt-3 mb-0" aria-live="polite">
            {t('slider.priceRange', { min: price[0], max: price[1] })}
          </p>
        </Example>
        <Example title={t('slider.marks')} description={t('slider.marksText')}>
          <div className="px-3 pb-4">
            <Slider
              className="vt-slider"
              min={1}
              max={5}
              marks={marks}
              step={null}
              value={rating}
              onChange={(v) => setRating(v as number)}
              reverse={reverse}
              ariaLabelForHandle={t('slider.rating')}
              ariaValueTextFormatterForHandle={(v) => marks[v]}
            />
          </div>
        </Example>
        <Example title={t('slider.steps')} description={t('slider.stepsText')}>
          <Slider
            className="vt-slider"
            step={10}
            dots
            value={stepped}
            onChange={(v) => setStepped(v as number)}
            reverse={reverse}
            ariaLabelForHandle={t('slider.brightness')}
          />
          <p className="small mt-3 mb-0" aria-live="polite">
            {t('slider.brightness')}: <strong>{stepped}%</strong>
          </p>
        </Example>
        <Example title={t('slider.vertical')} description={t('slider.verticalText')}>
          <Row className="align-items-center">
            <Col xs="auto" style={{ height: 180 }}>
              <Slider
                className="vt-slider"
                vertical
                value={vertical}
                onChange={(v) => setVertical(v as number)}
                ariaLabelForHandle={t('slider.level')}
              />
            </Col>
            <Col>
              <p className="mb-0" aria-live="polite">
                {t('slider.level')}: <strong>{vertical}</strong>
              </p>
            </Col>
          </Row>
        </Example>
        <Example title={t('slider.disabled')} description={t('slider.disabledText')}>
          <Slider
            className="vt-slider"
            disabled
            defaultValue={30}
            reverse={reverse}
            ariaLabelForHandle={t('slider.disabled')}
          />
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
