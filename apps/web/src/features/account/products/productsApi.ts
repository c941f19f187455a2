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
import { owner } from '../api/ownerClient';
import { toQueryString } from '../orders/ordersApi';

export const listProducts = (params: ProductListQuery, signal?: AbortSignal) =>
  owner.get<ProductListResponse>(`account/products${toQueryString({ ...params })}`, signal);
export const getProduct = (id: number, signal?: AbortSignal) =>
  owner.get<ProductResponse>(`account/products/${id}`, signal);
export const createProduct = (input: ProductInput) => owner.post<ProductResponse>('account/products', input);
export const updateProduct = (id: number, input: ProductUpdate) =>
  owner.put<ProductResponse>(`account/products/${id}`, input);
export const deleteProduct = (id: number) => owner.delete<{ status: 'success' }>(`account/products/${id}`);

export const listCategories = (signal?: AbortSignal) => owner.get<CategoryListResponse>('account/categories', signal);
export const createCategory = (name: string) => owner.post<CategoryResponse>('account/categories', { name });
export const updateCategory = (id: number, changes: CategoryUpdate) =>
  owner.put<CategoryResponse>(`account/categories/${id}`, changes);
export const deleteCategory = (id: number) => owner.delete<{ status: 'success' }>(`account/categories/${id}`);
export const reorderCategories = (ids: number[]) =>
  owner.post<CategoryListResponse>('account/categories/reorder', { ids });
