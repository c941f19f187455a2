import type { AccountShopResponse, ImageUploadResponse, UpdateShopRequest } from '@vitrine/contracts';
import { owner, ownerCall } from './ownerClient';

export const getAccountShop = (signal?: AbortSignal) => owner.get<AccountShopResponse>('account/shop', signal);

export const updateAccountShop = (changes: UpdateShopRequest) =>
  owner.put<AccountShopResponse>('account/shop', changes);

/** POST /api/account/images (multipart): the stored picture's address. */
export function uploadImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return ownerCall<ImageUploadResponse>('POST', 'account/images', form);
}
