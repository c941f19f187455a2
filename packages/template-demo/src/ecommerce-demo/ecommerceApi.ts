import { demoApi } from '../mock/api/demoApi';
import type { CartView, PaymentMethod, ProductView, SortOrder } from '../mock/handlers/ecommerce';

export type { ProductCategory, ProductColor } from '../mock/db/ecommerce';
export type { CartItemView, CartView, PaymentMethod, ProductView, SortOrder } from '../mock/handlers/ecommerce';
export { maxQuantity, paymentMethods, sortOrders } from '../mock/handlers/ecommerce';

export interface ProductQuery {
  q: string;
  category: string[];
  brand: string[];
  priceMin: number;
  priceMax: number;
  rating: number;
  sort: SortOrder;
  page: number;
  perPage: number;
}
export interface ProductPage {
  products: ProductView[];
  total: number;
  page: number;
  perPage: number;
}
export interface ProductFilters {
  categories: string[];
  brands: string[];
  priceMin: number;
  priceMax: number;
}
export interface DemoAddress {
  fullName: string;
  phone: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
}
export interface PlacedOrder {
  orderNumber: string;
  total: number;
  count: number;
}

// One tag type for the demo shop; the ids say which list changed. A product's wished/in-cart flags
// come with it, so wishlist and cart changes refresh the product lists too.
const PRODUCTS = { type: 'Ecommerce', id: 'PRODUCTS' } as const;
const WISHLIST = { type: 'Ecommerce', id: 'WISHLIST' } as const;
const CART = { type: 'Ecommerce', id: 'CART' } as const;

/** The demo shop's calls to the in-browser mock (never the real server, never the storefront's cart). */
export const ecommerceApi = demoApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductPage, ProductQuery>({
      query: (params) => ({ url: '/api/ecommerce/products', params: { ...params } }),
      providesTags: [PRODUCTS],
    }),
    getProductFilters: build.query<ProductFilters, void>({
      query: () => ({ url: '/api/ecommerce/filters' }),
    }),
    getProduct: build.query<{ product: ProductView; related: ProductView[] }, number>({
      query: (id) => ({ url: '/api/ecommerce/product', params: { id } }),
      providesTags: [PRODUCTS],
    }),
    getWishlist: build.query<{ products: ProductView[] }, void>({
      query: () => ({ url: '/api/ecommerce/wishlist' }),
      providesTags: [WISHLIST],
    }),
    setWished: build.mutation<{ productId: number }, { productId: number; wished: boolean }>({
      query: ({ productId, wished }) => ({
        url: `/api/ecommerce/wishlist/${wished ? 'add' : 'remove'}`,
        method: 'POST',
        body: { productId },
      }),
      invalidatesTags: [WISHLIST, PRODUCTS],
    }),
    getCart: build.query<CartView, void>({
      query: () => ({ url: '/api/ecommerce/cart' }),
      providesTags: [CART],
    }),
    addToCart: build.mutation<CartView, { productId: number; quantity?: number; color?: string }>({
      query: (body) => ({ url: '/api/ecommerce/cart/add', method: 'POST', body }),
      invalidatesTags: [CART, PRODUCTS, WISHLIST],
    }),
    updateCartItem: build.mutation<CartView, { productId: number; quantity: number }>({
      query: (body) => ({ url: '/api/ecommerce/cart/update', method: 'POST', body }),
      invalidatesTags: [CART],
    }),
    removeFromCart: build.mutation<CartView, { productId: number }>({
      query: (body) => ({ url: '/api/ecommerce/cart/remove', method: 'POST', body }),
      invalidatesTags: [CART, PRODUCTS, WISHLIST],
    }),
    placeOrder: build.mutation<PlacedOrder, { address: DemoAddress; payment: PaymentMethod }>({
      query: (body) => ({ url: '/api/ecommerce/checkout/place-order', method: 'POST', body }),
      invalidatesTags: [CART, PRODUCTS, WISHLIST],
    }),
  }),
});

export const {
  useGetProductsQuery,
  useGetProductFiltersQuery,
  useGetProductQuery,
  useGetWishlistQuery,
  useSetWishedMutation,
  useGetCartQuery,
  useAddToCartMutation,
  useUpdateCartItemMutation,
  useRemoveFromCartMutation,
  usePlaceOrderMutation,
} = ecommerceApi;
