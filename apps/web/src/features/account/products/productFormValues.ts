import type { OwnerProduct, ProductInput } from '@vitrine/contracts';
import { parseTypedAmount } from '@vitrine/contracts/currency';

/** The product form's fields as typed. */
export interface Values {
  product_name: string;
  /** The product's own code; '' is none. */
  sku: string;
  description: string;
  main_price: string;
  category_id: string;
  in_stock: boolean;
  is_active: boolean;
  /** Units counted; '' is "not counted" (the In stock switch decides). */
  stock_quantity: string;
  variants: {
    product_variant_id?: number;
    product_variant_name: string;
    sku: string;
    price: string;
    stock_quantity: string;
  }[];
}

const unitsText = (q: number | null | undefined) => (q == null ? '' : String(q));
export const unitsOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The quantities the form showed, keyed like the API's fields: a save sends them as `stock_quantity_expected`. */
export type Shown = { own: number | null; variants: Record<number, number | null> };
export const shownOf = (p?: OwnerProduct): Shown => ({
  own: p?.stock_quantity ?? null,
  variants: Object.fromEntries((p?.variants ?? []).map((v) => [v.product_variant_id, v.stock_quantity])),
});

export const toValues = (p?: OwnerProduct): Values => ({
  product_name: p?.product_name ?? '',
  sku: p?.sku ?? '',
  description: p?.description ?? '',
  main_price: p ? String(p.main_price) : '',
  category_id: p?.category_id == null ? '' : String(p.category_id),
  in_stock: p?.in_stock ?? true,
  is_active: p?.is_active ?? true,
  stock_quantity: unitsText(p?.stock_quantity),
  variants: (p?.variants ?? []).map((v) => ({
    product_variant_id: v.product_variant_id,
    product_variant_name: v.product_variant_name,
    sku: v.sku ?? '',
    price: String(v.price),
    stock_quantity: unitsText(v.stock_quantity),
  })),
});

/** What a save sends besides the typed fields. */
export interface SaveContext {
  /** The product being edited; undefined while creating one. */
  editing: boolean;
  images: string[];
  shown: Shown;
  /** The index of the variant that takes the product's own count on save; -1: none. */
  mover: number;
}

/** The request body of a save. */
export function toProductInput(values: Values, { editing, images, shown, mover }: SaveContext): ProductInput {
  // A quantity is sent only when the owner changed it, with the figure the form showed: an order
  // that took stock meanwhile makes the server refuse the save instead of overwriting the sale.
  const own = values.variants.length ? null : unitsOf(values.stock_quantity);
  // A move to the first variant is the server's to make with the count it holds then (an order
  // may have taken some): the product's own figure is not sent.
  const moving = editing && mover >= 0;
  const ownStock = !editing
    ? { stock_quantity: own }
    : moving || own === shown.own
      ? {}
      : { stock_quantity: own, stock_quantity_expected: shown.own };
  return {
    ...ownStock,
    product_name: values.product_name.trim(),
    sku: values.sku.trim() || null,
    description: values.description.trim(),
    main_price: parseTypedAmount(values.main_price),
    category_id: values.category_id ? Number(values.category_id) : null,
    in_stock: values.in_stock,
    is_active: values.is_active,
    image_url: images[0] ?? '',
    images,
    variants: values.variants.map((v, index) => {
      const to = unitsOf(v.stock_quantity);
      const was = v.product_variant_id ? (shown.variants[v.product_variant_id] ?? null) : null;
      const stock =
        moving && index === mover
          ? { stock_from_product: true as const }
          : !v.product_variant_id
            ? { stock_quantity: to }
            : to !== was
              ? { stock_quantity: to, stock_quantity_expected: was }
              : {};
      return {
        ...(v.product_variant_id ? { product_variant_id: v.product_variant_id } : {}),
        product_variant_name: v.product_variant_name.trim(),
        sku: v.sku.trim() || null,
        price: parseTypedAmount(v.price),
        ...stock,
      };
    }),
  };
}

type FieldName = keyof Values | `variants.${number}.${'product_variant_name' | 'sku' | 'price' | 'stock_quantity'}`;

/**
 * The form fields the server's field errors belong to (`variants.2.price` → that variant's price);
 * errors on anything the form does not show are left out.
 */
export function placedErrors(errors: Record<string, string>, values: Values): [FieldName, string][] {
  const placed: [FieldName, string][] = [];
  for (const [name, message] of Object.entries(errors)) {
    const [head, index, leaf] = name.split('.');
    if (
      head === 'variants' &&
      index !== undefined &&
      (leaf === 'product_variant_name' || leaf === 'sku' || leaf === 'price' || leaf === 'stock_quantity')
    ) {
      placed.push([`variants.${Number(index)}.${leaf}`, message]);
    } else if (head in values) placed.push([head as keyof Values, message]);
  }
  return placed;
}

/**
 * After a stock conflict: the stock field of each refused quantity, with the figure the server
 * holds now (`undefined`: not counted any more).
 */
export function conflictFigures(
  errors: Record<string, string>,
  values: Values,
  now: OwnerProduct,
): [FieldName, number | null | undefined][] {
  return Object.keys(errors).map((name) => {
    const [head, index] = name.split('.');
    if (head !== 'variants') return ['stock_quantity', now.stock_quantity];
    const variantId = values.variants[Number(index)]?.product_variant_id;
    const figure = now.variants.find((v) => v.product_variant_id === variantId)?.stock_quantity;
    return [`variants.${Number(index)}.stock_quantity`, figure];
  });
}
