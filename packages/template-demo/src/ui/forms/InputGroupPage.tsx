import { AtSign, Search } from 'lucide-react';
import { useState } from 'react';
import { Button, Dropdown, DropdownButton, Form, InputGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';

const currencies = ['EUR', 'USD', 'BRL', 'GBP'];
const sizes = [
  { size: 'sm', key: 'small' },
  { size: undefined, key: 'default' },
  { size: 'lg', key: 'large' },
] as const;

/** /forms/elements/input-group: text, icons, buttons, dropdowns and checkboxes joined to inputs. */
export default function InputGroupPage() {
  const { t } = useTranslation('uiForms');
  const [currency, setCurrency] = useState('EUR');
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  const [useCoupon, setUseCoupon] = useState(false);
  return (
    <ShowcasePage pageId="formInputGroup" description={t('inputGroup.description')}>
      <ExampleGrid>
        <Example title={t('inputGroup.text')} description={t('inputGroup.textText')}>
          <Form.Label htmlFor="ig-user">{t('input.username')}</Form.Label>
          <InputGroup className="mb-3">
            <InputGroup.Text>
              <AtSign size={16} aria-hidden />
            </InputGroup.Text>
            <Form.Control id="ig-user" placeholder="jane.doe" />
          </InputGroup>
          <Form.Label htmlFor="ig-site">{t('inputGroup.website')}</Form.Label>
          <InputGroup className="mb-3">
            <InputGroup.Text dir="ltr">https://</InputGroup.Text>
            <Form.Control id="ig-site" placeholder="shop" dir="ltr" />
            <InputGroup.Text dir="ltr">.example.com</InputGroup.Text>
          </InputGroup>
          <Form.Label htmlFor="ig-price">{t('inputGroup.price')}</Form.Label>
          <InputGroup>
            <InputGroup.Text>€</InputGroup.Text>
            <Form.Control id="ig-price" type="number" min={0} step="0.01" placeholder="0.00" />
            <InputGroup.Text>{t('inputGroup.perMonth')}</InputGroup.Text>
          </InputGroup>
        </Example>
        <Example title={t('inputGroup.buttons')} description={t('inputGroup.buttonsText')}>
          <Form
            onSubmit={(e) => {
              e.preventDefault();
              setSearched(query);
            }}
          >
            <Form.Label htmlFor="ig-search">{t('inputGroup.search')}</Form.Label>
            <InputGroup className="mb-2">
              <Form.Control id="ig-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
              <Button type="submit" variant="primary" aria-label={t('inputGroup.search')}>
                <Search size={16} aria-hidden />
              </Button>
            </InputGroup>
            <p className="small mb-3" aria-live="polite">
              {searched ? t('inputGroup.searchedFor', { query: searched }) : t('inputGroup.notSearched')}
            </p>
          </Form>
          <Form.Label htmlFor="ig-amount">{t('inputGroup.amount')}</Form.Label>
          <InputGroup>
            <Form.Control id="ig-amount" type="number" defaultValue={100} />
            <DropdownButton
              variant="outline-secondary"
              title={currency}
              align="end"
              aria-label={t('inputGroup.currency')}
            >
              {currencies.map((c) => (
                <Dropdown.Item key={c} as="button" active={c === currency} onClick={() => setCurrency(c)}>
                  {c}
                </Dropdown.Item>
              ))}
            </DropdownButton>
          </InputGroup>
        </Example>
        <Example title={t('inputGroup.checks')} description={t('inputGroup.checksText')}>
          <Form.Label htmlFor="ig-coupon">{t('inputGroup.coupon')}</Form.Label>
          <InputGroup className="mb-3">
            <InputGroup.Checkbox
              aria-label={t('inputGroup.useCoupon')}
              checked={useCoupon}
              onChange={(e: React.ChangeEvent<HTMLInputElement>) => setUseCoupon(e.target.checked)}
            />
            <Form.Control id="ig-coupon" disabled={!useCoupon} placeholder="SPRING-10" />
          </InputGroup>
          <Form.Label htmlFor="ig-option">{t('inputGroup.option')}</Form.Label>
          <InputGroup>
            <InputGroup.Radio name="ig-radio" aria-label={t('inputGroup.pickOption')} defaultChecked />
            <Form.Control id="ig-option" defaultValue={t('inputGroup.optionValue')} />
          </InputGroup>
        </Example>
        <Example title={t('inputGroup.sizes')} description={t('inputGroup.sizesText')}>
          {sizes.map(({ size, key }) => (
            <InputGroup size={size} className="mb-3" key={key}>
              <InputGroup.Text id={`ig-size-${key}`}>{t(`select.${key}`)}</InputGroup.Text>
              <Form.Control aria-labelledby={`ig-size-${key}`} />
            </InputGroup>
          ))}
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
