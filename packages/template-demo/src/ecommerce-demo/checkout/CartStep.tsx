import { Trash2 } from 'lucide-react';
import { Button, Card, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { type CartItemView, maxQuantity, useRemoveFromCartMutation, useUpdateCartItemMutation } from '../ecommerceApi';
import { demoErrorText, useMoney } from '../shared/format';
import { productLink } from '../shared/ProductCard';

/** Step 1: the cart's lines, each quantity editable (the sums follow) and removable. */
export function CartStep({ items }: { items: CartItemView[] }) {
  const { t } = useTranslation('ecommerceDemo');
  return (
    <Card>
      <Card.Body>
        <h2 className="h5 mb-3">{t('checkout.steps.cart')}</h2>
        <ul className="list-group list-group-flush" aria-label={t('checkout.cartLines')} data-testid="cart-lines">
          {items.map((item) => (
            <CartLine key={item.product.id} item={item} />
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}

function CartLine({ item }: { item: CartItemView }) {
  const { t } = useTranslation('ecommerceDemo');
  const money = useMoney();
  const [update, updating] = useUpdateCartItemMutation();
  const [remove, removing] = useRemoveFromCartMutation();
  const { product } = item;
  const change = async (quantity: number) => {
    const result = await update({ productId: product.id, quantity });
    if (result.error) toast.error(demoErrorText(result.error, t('errors.failed'), 'quantity'));
  };
  const drop = async () => {
    const result = await remove({ productId: product.id });
    if (result.error) toast.error(demoErrorText(result.error, t('errors.failed')));
    else toast.success(t('cart.removed', { name: product.name }));
  };
  return (
    <li className="list-group-item px-0 d-flex flex-wrap align-items-center gap-3" data-testid="cart-line">
      <img src={product.image} alt="" className="vt-ecom-thumb border-0" />
      <div className="flex-grow-1 vt-ecom-min-w-0">
        <Link to={productLink(product.id)} className="fw-semibold link-body-emphasis text-decoration-none">
          {product.name}
        </Link>
        <div className="small text-body-secondary">
          {t(`colors.${item.color}`)} · {money(product.price)}
        </div>
      </div>
      <Form.Select
        className="w-auto"
        aria-label={t('checkout.quantityOf', { name: product.name })}
        value={item.quantity}
        disabled={updating.isLoading}
        onChange={(e) => change(Number(e.target.value))}
        data-testid="line-quantity"
      >
        {Array.from({ length: maxQuantity }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </Form.Select>
      <span className="fw-semibold text-end" style={{ minWidth: '6rem' }} data-testid="line-total">
        {money(item.lineTotal)}
      </span>
      <Button
        variant="outline-secondary"
        className="d-inline-flex align-items-center p-2"
        aria-label={t('checkout.removeLine', { name: product.name })}
        onClick={drop}
        disabled={removing.isLoading}
      >
        <Trash2 size={16} aria-hidden />
      </Button>
    </li>
  );
}
