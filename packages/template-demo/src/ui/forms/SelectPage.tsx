import { useState } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import Select, { type MultiValue, type SingleValue } from 'react-select';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { bootstrapStyles, bootstrapTheme } from './parts/reactSelectTheme';

interface Option {
  value: string;
  label: string;
}
const fruits: Option[] = ['Apple', 'Banana', 'Cherry', 'Grape', 'Mango', 'Orange', 'Peach'].map((label) => ({
  value: label.toLowerCase(),
  label,
}));
const grouped = [
  { label: 'Europe', options: ['Berlin', 'Lisbon', 'Paris'].map((label) => ({ value: label, label })) },
  { label: 'Americas', options: ['Montreal', 'São Paulo', 'Toronto'].map((label) => ({ value: label, label })) },
  { label: 'Asia', options: ['Osaka', 'Seoul', 'Singapore'].map((label) => ({ value: label, label })) },
];
const sizes = [
  { size: 'sm', key: 'small' },
  { size: undefined, key: 'default' },
  { size: 'lg', key: 'large' },
] as const;

const names = (value: MultiValue<Option> | SingleValue<Option>) =>
  value ? ([] as Option[]).concat(value as Option).map((o) => o.label) : [];

/** /forms/elements/select: Bootstrap's native selects and react-select for search, groups and many values. */
export default function SelectPage() {
  const { t } = useTranslation('uiForms');
  const [single, setSingle] = useState<SingleValue<Option>>(fruits[0]);
  const [multi, setMulti] = useState<MultiValue<Option>>([]);
  const [city, setCity] = useState<SingleValue<Option>>(null);
  const [clearable, setClearable] = useState<MultiValue<Option>>([fruits[1], fruits[4]]);
  const chosen = (list: string[]) => (list.length ? list.join(', ') : t('select.none'));
  const common = {
    theme: bootstrapTheme,
    noOptionsMessage: () => t('select.noOptions'),
    placeholder: t('select.placeholder'),
  };

  return (
    <ShowcasePage pageId="formSelect" description={t('select.description')}>
      <ExampleGrid>
        <Example title={t('select.sizes')} description={t('select.sizesText')}>
          {sizes.map(({ size, key }) => (
            <Form.Group key={key} className="mb-3" controlId={`native-${key}`}>
              <Form.Label>{t(`select.${key}`)}</Form.Label>
              <Form.Select size={size} defaultValue="banana">
                {fruits.map((f) => (
                  <option key={f.value} value={f.value}>
                    {f.label}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          ))}
        </Example>
        <Example title={t('select.multipleDisabled')} description={t('select.multipleText')}>
          <Row>
            <Col sm={6}>
              <Form.Group className="mb-3" controlId="native-multiple">
                <Form.Label>{t('select.multiple')}</Form.Label>
                <Form.Select multiple htmlSize={5} defaultValue={['apple', 'mango']}>
                  {fruits.map((f) => (
                    <option key={f.value} value={f.value}>
                      {f.label}
                    </option>
                  ))}
                </Form.Select>
                <Form.Text>{t('select.multipleHelp')}</Form.Text>
              </Form.Group>
            </Col>
            <Col sm={6}>
              <Form.Group className="mb-3" controlId="native-disabled">
                <Form.Label>{t('select.disabled')}</Form.Label>
                <Form.Select disabled>
                  <option>{t('select.disabledOption')}</option>
                </Form.Select>
              </Form.Group>
            </Col>
          </Row>
        </Example>
        <Example title={t('select.single')} description={t('select.singleText')}>
          <Form.Label htmlFor="rs-single">{t('select.fruit')}</Form.Label>
          <Select<Option>
            inputId="rs-single"
            options={fruits}
            value={single}
            onChange={setSingle}
            styles={bootstrapStyles()}
            {...common}
          />
          <p className="mt-2 mb-0 small" aria-live="polite">
            {t('select.chosen')}: <strong>{chosen(names(single))}</strong>
          </p>
        </Example>
        <Example title={t('select.multi')} description={t('select.multiText')}>
          <Form.Label htmlFor="rs-multi">{t('select.fruits')}</Form.Label>
          <Select<Option, true>
            inputId="rs-multi"
            isMulti
            options={fruits}
            value={multi}
            onChange={setMulti}
            styles={bootstrapStyles()}
            {...common}
          />
          <p className="mt-2 mb-0 small" aria-live="polite" data-testid="rs-multi-chosen">
            {t('select.chosen')}: <strong>{chosen(names(multi))}</strong>
          </p>
        </Example>
        <Example title={t('select.grouped')} description={t('select.groupedText')}>
          <Form.Label htmlFor="rs-grouped">{t('select.city')}</Form.Label>
          <Select<Option>
            inputId="rs-grouped"
            options={grouped}
            value={city}
            onChange={setCity}
            isSearchable
            styles={bootstrapStyles()}
            {...common}
          />
          <p className="mt-2 mb-0 small" aria-live="polite">
            {t('select.chosen')}: <strong>{chosen(names(city))}</strong>
          </p>
        </Example>
        <Example title={t('select.clearable')} description={t('select.clearableText')}>
          <Form.Label htmlFor="rs-clearable">{t('select.fruits')}</Form.Label>
          <Select<Option, true>
            inputId="rs-clearable"
            isMulti
            isClearable
            options={fruits}
            value={clearable}
            onChange={setClearable}
            styles={bootstrapStyles()}
            {...common}
          />
          <p className="mt-2 mb-0 small" aria-live="polite">
            {t('select.chosen')}: <strong>{chosen(names(clearable))}</strong>
          </p>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
