import type { UnknownAction } from '@reduxjs/toolkit';
import type {
  CategoryListResponse,
  CategoryResponse,
  CategoryUpdate,
  OwnerCategory,
  OwnerProduct,
  ProductInput,
  ProductListQuery,
  ProductListResponse,
  ProductResponse,
  ProductUpdate,
  StockMovesResponse,
} from '@vitrine/contracts';
import type { BulkProductEdit, BulkProductResponse } from '@vitrine/contracts/product-bulk';
import { store } from '../../../store';
import { asOwnerResult, ownerApi } from '../api/ownerApi';
import { refreshStorefront } from '../api/storefrontCache';
import { toQueryString } from '../orders/ordersApi';

/** A write the catalogue shows: once it succeeded, the storefront's cached reads are refreshed. */
const refreshStorefrontAfter = async (_arg: unknown, { queryFulfilled }: { queryFulfilled: Promise<unknown> }) => {
  try {
    await queryFulfilled;
    await refreshStorefront();
  } catch {
    // The page shows the failure; nothing to refresh.
  }
};

/** Products and categories: lists and edits, with tags so a save refreshes every list that shows it. */
export const productsApi = ownerApi.injectEndpoints({
  endpoints: (build) => ({
    listProducts: build.query<ProductListResponse, ProductListQuery>({
      query: (params) => ({ path: `account/products${toQueryString({ ...params })}` }),
      providesTags: ['Products'],
    }),
    getProduct: build.query<ProductResponse, number>({
      query: (id) => ({ path: `account/products/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'Products', id }],
    }),
    listStockMoves: build.query<StockMovesResponse, { id: number; page: number }>({
      query: ({ id, page }) => ({ path: `account/products/${id}/stock-moves?page=${page}&per_page=10` }),
      providesTags: (_result, _error, { id }) => [{ type: 'Products', id }],
    }),
    createProduct: build.mutation<ProductResponse, ProductInput>({
      query: (input) => ({ method: 'POST', path: 'account/products', body: input }),
      onQueryStarted: refreshStorefrontAfter,
      invalidatesTags: (result) => (result ? ['Products', 'Dashboard'] : []),
    }),
    updateProduct: build.mutation<ProductResponse, { id: number; input: ProductUpdate }>({
      query: ({ id, input }) => ({ method: 'PUT', path: `account/products/${id}`, body: input }),
      onQueryStarted: refreshStorefrontAfter,
      // A product's name, price or picture is on its share card; its stock on the dashboard's low-stock list.
      invalidatesTags: (result, _error, { id }) =>
        result ? ['Products', { type: 'Products', id }, 'Share', 'Dashboard'] : [],
    }),
    bulkEditProducts: build.mutation<BulkProductResponse, BulkProductEdit>({
      query: (input) => ({ method: 'POST', path: 'account/products/bulk', body: input }),
      onQueryStarted: refreshStorefrontAfter,
      invalidatesTags: (result, _error, input) =>
        result
          ? [
              'Products',
              ...input.products.map((p) => ({ type: 'Products' as const, id: p.product_id })),
              'Share',
              'Dashboard',
            ]
          : [],
    }),
    deleteProduct: build.mutation<{ status: 'success' }, number>({
      query: (id) => ({ method: 'DELETE', path: `account/products/${id}` }),
      onQueryStarted: refreshStorefrontAfter,
      invalidatesTags: (result) => (result ? ['Products', 'Dashboard'] : []),
    }),
    listCategories: build.query<CategoryListResponse, void>({
      query: () => ({ path: 'account/categories' }),
      providesTags: ['Categories'],
    }),
    createCategory: build.mutation<CategoryResponse, string>({
      query: (name) => ({ method: 'POST', path: 'account/categories', body: { name } }),
      onQueryStarted: refreshStorefrontAfter,
      invalidatesTags: (result) => (result ? ['Categories'] : []),
    }),
    updateCategory: build.mutation<CategoryResponse, { id: number; changes: CategoryUpdate }>({
      query: ({ id, changes }) => ({ method: 'PUT', path: `account/categories/${id}`, body: changes }),
      onQueryStarted: refreshStorefrontAfter,
      invalidatesTags: (result) => (result ? ['Categories', 'Products'] : []),
    }),
    deleteCategory: build.mutation<{ status: 'success' }, number>({
      query: (id) => ({ method: 'DELETE', path: `account/categories/${id}` }),
      onQueryStarted: refreshStorefrontAfter,
      // Its products are left without a category.
      invalidatesTags: (result) => (result ? ['Categories', 'Products'] : []),
    }),
    reorderCategories: build.mutation<CategoryListResponse, number[]>({
      query: (ids) => ({ method: 'POST', path: 'account/categories/reorder', body: { ids } }),
      onQueryStarted: refreshStorefrontAfter,
      invalidatesTags: (result) => (result ? ['Categories'] : []),
    }),
  }),
});

export const { useListProductsQuery, useGetProductQuery, useListCategoriesQuery, useListStockMovesQuery } = productsApi;

// Writes as calls that answer the owner client's {ok, data | message, errors}, for the forms.
const run = <R extends { data?: unknown; error?: unknown }>(action: PromiseLike<R>) => asOwnerResult(action);
const { endpoints } = productsApi;
export const createProduct = (input: ProductInput) => run(store.dispatch(endpoints.createProduct.initiate(input)));
export const updateProduct = (id: number, input: ProductUpdate) =>
  run(store.dispatch(endpoints.updateProduct.initiate({ id, input })));
/** The product as stored now (after a save refused because an order took stock meanwhile). */
export const fetchProduct = (id: number) =>
  run(store.dispatch(endpoints.getProduct.initiate(id, { forceRefetch: true, subscribe: false })));
export const deleteProduct = (id: number) => run(store.dispatch(endpoints.deleteProduct.initiate(id)));
export const bulkEditProducts = (input: BulkProductEdit) =>
  run(store.dispatch(endpoints.bulkEditProducts.initiate(input)));

/**
 * Shows a change to the products of one list at once, before the server confirms it; answers the
 * undo that puts the list back (a refused edit).
 */
export const showProducts = (list: ProductListQuery, change: (product: OwnerProduct) => OwnerProduct) => {
  const patch = productsApi.util.updateQueryData('listProducts', list, (draft) => {
    draft.products = draft.products.map(change);
  });
  // The store's static type does not list lazily injected slices; the thunk runs against the real state.
  const result = store.dispatch(patch as unknown as UnknownAction) as unknown as { undo: () => void };
  return () => result.undo();
};
export const createCategory = (name: string) => run(store.dispatch(endpoints.createCategory.initiate(name)));
export const updateCategory = (id: number, changes: CategoryUpdate) =>
  run(store.dispatch(endpoints.updateCategory.initiate({ id, changes })));
export const deleteCategory = (id: number) => run(store.dispatch(endpoints.deleteCategory.initiate(id)));
export const reorderCategories = (ids: number[]) => run(store.dispatch(endpoints.reorderCategories.initiate(ids)));

/** Shows a category list at once (a move before the server confirms it; a failed move put back). */
export const showCategories = (categories: OwnerCategory[]) => {
  const patch = productsApi.util.updateQueryData('listCategories', undefined, (draft) => {
    draft.categories = categories;
  });
  // The store's static type does not list lazily injected slices; the thunk runs against the real state.
  store.dispatch(patch as unknown as UnknownAction);
};
