import type {
  CategoryListResponse,
  CategoryResponse,
  CategoryUpdate,
  ProductInput,
  ProductListQuery,
  ProductListResponse,
  ProductResponse,
  ProductUpdate,
} from '@vitrine/contracts';
import { type OwnerResult, owner } from '../api/ownerClient';
import { refreshStorefront } from '../api/storefrontCache';
import { toQueryString } from '../orders/ordersApi';

/** A write the catalogue shows: once it succeeded, the storefront's cached reads are refreshed. */
async function write<T>(call: Promise<OwnerResult<T>>): Promise<OwnerResult<T>> {
  const result = await call;
  if (result.ok) await refreshStorefront();
  return result;
}

export const listProducts = (params: ProductListQuery, signal?: AbortSignal) =>
  owner.get<ProductListResponse>(`account/products${toQueryString({ ...params })}`, signal);
export const getProduct = (id: number, signal?: AbortSignal) =>
  owner.get<ProductResponse>(`account/products/${id}`, signal);
export const createProduct = (input: ProductInput) => write(owner.post<ProductResponse>('account/products', input));
export const updateProduct = (id: number, input: ProductUpdate) =>
  write(owner.put<ProductResponse>(`account/products/${id}`, input));
export const deleteProduct = (id: number) => write(owner.delete<{ status: 'success' }>(`account/products/${id}`));

export const listCategories = (signal?: AbortSignal) => owner.get<CategoryListResponse>('account/categories', signal);
export const createCategory = (name: string) => write(owner.post<CategoryResponse>('account/categories', { name }));
export const updateCategory = (id: number, changes: CategoryUpdate) =>
  write(owner.put<CategoryResponse>(`account/categories/${id}`, changes));
export const deleteCategory = (id: number) => write(owner.delete<{ status: 'success' }>(`account/categories/${id}`));
export const reorderCategories = (ids: number[]) =>
  write(owner.post<CategoryListResponse>('account/categories/reorder', { ids }));
