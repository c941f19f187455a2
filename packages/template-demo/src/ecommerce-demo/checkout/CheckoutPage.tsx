import { LoadError, Loading } from '@vitrine/web/components/ui';
import { CircleCheck, ShoppingCart } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button, Card, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShowcasePage } from '../../ui/shared/ShowcasePage';
import { type PaymentMethod, type PlacedOrder, useGetCartQuery, usePlaceOrderMutation } from '../ecommerceApi';
import { demoErrorText, useMoney } from '../shared/format';
import { ShopLinks } from '../shared/ShopLinks';
import { AddressStep } from './AddressStep';
import { type AddressForm, emptyAddress } from './addressSchema';
import { CartStep } from './CartStep';
import { OrderSummary } from './OrderSummary';
import { PaymentStep } from './PaymentStep';
import '../shared/ecommerce.scss';

const steps = ['cart', 'address', 'payment'] as const;
type Step = (typeof steps)[number];

/**
 * The demo checkout (admin only, spec section 6): cart → address → payment, Back and Next, the
 * sums beside every step; Place order answers a confirmation and empties the demo cart.
 */
export default function CheckoutPage() {
  const { t } = useTranslation('ecommerceDemo');
  const cart = useGetCartQuery();
  const [step, setStep] = useState<Step>('cart');
  const [address, setAddress] = useState<AddressForm>(emptyAddress);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [placeOrder, placing] = usePlaceOrderMutation();
  const [orderError, setOrderError] = useState('');
  const stepHeading = useRef<HTMLDivElement>(null);

  // A new step takes the focus (once it is drawn), so a keyboard or screen-reader user starts reading it.
  const focusStep = () => requestAnimationFrame(() => stepHeading.current?.focus());
  const goTo = (next: Step) => {
    setStep(next);
    focusStep();
  };

  const place = async (payment: PaymentMethod) => {
    setOrderError('');
    const result = await placeOrder({ address, payment });
    if (result.error) setOrderError(demoErrorText(result.error, t('errors.failed')));
    else {
      setPlaced(result.data);
      focusStep();
    }
  };

  const empty = cart.data && cart.data.items.length === 0;
  return (
    <ShowcasePage pageId="ecommerceCheckout" description={t('checkout.description')} actions={<ShopLinks />}>
      {placed ? (
        <Confirmation order={placed} ref={stepHeading} />
      ) : (
        <>
          {cart.isLoading && <Loading />}
          {cart.isError && <LoadError message={t('errors.loadFailed')} onRetry={() => cart.refetch()} />}
          {empty && (
            <Card body className="text-center py-5" data-testid="cart-empty">
              <ShoppingCart size={40} className="text-body-secondary mb-3" aria-hidden />
              <p className="h5">{t('checkout.empty')}</p>
              <Link to="/ecommerce/shop" className="btn btn-primary">
                {t('links.backToShop')}
              </Link>
            </Card>
          )}
          {cart.data && !empty && (
            <>
              <Steps current={step} />
              <div ref={stepHeading} tabIndex={-1} className="visually-hidden" aria-live="polite">
                {t('checkout.stepOf', {
                  n: steps.indexOf(step) + 1,
                  total: steps.length,
                  name: t(`checkout.steps.${step}`),
                })}
              </div>
              <Row className="g-4">
                <Col lg={8}>
                  {step === 'cart' && <CartStep items={cart.data.items} />}
                  {step === 'address' && (
                    <AddressStep
                      initial={address}
                      onBack={() => goTo('cart')}
                      onNext={(next) => {
                        setAddress(next);
                        goTo('payment');
                      }}
                    />
                  )}
                  {step === 'payment' && (
                    <PaymentStep
                      address={address}
                      busy={placing.isLoading}
                      error={orderError}
                      onBack={() => goTo('address')}
                      onPlace={place}
                    />
                  )}
                </Col>
                <Col lg={4}>
                  <OrderSummary cart={cart.data}>
                    {step === 'cart' && (
                      <Button onClick={() => goTo('address')} data-testid="checkout-next">
                        {t('checkout.next')}
                      </Button>
                    )}
                  </OrderSummary>
                </Col>
              </Row>
            </>
          )}
        </>
      )}
    </ShowcasePage>
  );
}

/** Where the buyer is: the three steps, the current one marked for screen readers with aria-current. */
function Steps({ current }: { current: Step }) {
  const { t } = useTranslation('ecommerceDemo');
  const at = steps.indexOf(current);
  return (
    <nav aria-label={t('checkout.stepsLabel')} className="mb-4">
      <ol className="vt-ecom-steps" data-testid="checkout-steps">
        {steps.map((step, n) => {
          const state = n < at ? 'done' : n === at ? 'current' : 'next';
          return (
            <li
              key={step}
              className="d-flex align-items-center gap-2"
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
            >
              <span
                className={`vt-ecom-step-number ${
                  state === 'next' ? 'bg-body-secondary text-body' : 'bg-primary text-white'
                } fw-semibold`}
                aria-hidden
              >
                {n + 1}
              </span>
              <span className={state === 'current' ? 'fw-semibold' : 'text-body-secondary'}>
                {t(`checkout.steps.${step}`)}
                {state === 'done' && <span className="visually-hidden"> ({t('checkout.done')})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function Confirmation({ order, ref }: { order: PlacedOrder; ref: React.Ref<HTMLDivElement> }) {
  const { t } = useTranslation('ecommerceDemo');
  const money = useMoney();
  return (
    <Card className="text-center" data-testid="order-confirmation">
      <Card.Body className="py-5">
        <CircleCheck size={48} className="text-success mb-3" aria-hidden />
        <div ref={ref} tabIndex={-1}>
          <h2 className="h4">{t('checkout.thanks')}</h2>
        </div>
        <p className="mb-1">{t('checkout.placed', { number: order.orderNumber })}</p>
        <p className="text-body-secondary">
          {t('checkout.placedTotal', { count: order.count, total: money(order.total) })}
        </p>
        <Link to="/ecommerce/shop" className="btn btn-primary">
          {t('checkout.continue')}
        </Link>
      </Card.Body>
    </Card>
  );
}
