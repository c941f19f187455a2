import { useState } from 'react';
import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { NumberInput } from './parts/NumberInput';
import './forms.scss';

/** /forms/elements/number-input: our own accessible stepper in a few configurations. */
export default function NumberInputPage() {
  const { t } = useTranslation('uiForms');
  const [quantity, setQuantity] = useState(1);
  const [price, setPrice] = useState(2.5);
  const [guests, setGuests] = useState(4);
  const [sizeSm, setSizeSm] = useState(3);
  const [sizeLg, setSizeLg] = useState(3);
  return (
    <ShowcasePage pageId="formNumberInput" description={t('number.description')}>
      <ExampleGrid>
        <Example title={t('number.basic')} description={t('number.basicText')}>
          <div className="vt-narrow">
            <NumberInput
              id="num-quantity"
              label={t('number.quantity')}
              value={quantity}
              onChange={setQuantity}
              min={1}
              max={10}
            />
          </div>
          <p className="small mt-2 mb-0" aria-live="polite" data-testid="num-quantity-value">
            {t('number.value', { value: quantity })}
          </p>
        </Example>
        <Example title={t('number.decimals')} description={t('number.decimalsText')}>
          <div className="vt-narrow">
            <NumberInput
              id="num-price"
              label={t('number.price')}
              value={price}
              onChange={setPrice}
              min={0}
              max={5}
              step={0.5}
            />
          </div>
          <p className="small mt-2 mb-0" aria-live="polite">
            {t('number.value', { value: price.toFixed(2) })}
          </p>
        </Example>
        <Example title={t('number.sizes')} description={t('number.sizesText')}>
          <Row className="g-3">
            <Col sm={6}>
              <NumberInput
                id="num-sm"
                label={t('select.small')}
                value={sizeSm}
                onChange={setSizeSm}
                size="sm"
                max={9}
              />
            </Col>
            <Col sm={6}>
              <NumberInput
                id="num-lg"
                label={t('select.large')}
                value={sizeLg}
                onChange={setSizeLg}
                size="lg"
                max={9}
              />
            </Col>
          </Row>
        </Example>
        <Example title={t('number.states')} description={t('number.statesText')}>
          <Row className="g-3">
            <Col sm={6}>
              <NumberInput
                id="num-guests"
                label={t('number.guests')}
                value={guests}
                onChange={setGuests}
                min={1}
                max={12}
                step={1}
              />
            </Col>
            <Col sm={6}>
              <NumberInput id="num-disabled" label={t('number.disabled')} value={2} onChange={() => {}} disabled />
            </Col>
          </Row>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
