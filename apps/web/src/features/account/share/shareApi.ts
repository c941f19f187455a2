import type { SharePreviewResponse } from '@vitrine/contracts';
import { owner } from '../api/ownerClient';

/** The shop's link, or a product's, as chat apps will show it (the server's own page tags). */
export const getSharePreview = (productId: number | undefined, signal?: AbortSignal) =>
  owner.get<SharePreviewResponse>(
    productId === undefined ? 'account/share' : `account/share?product_id=${productId}`,
    signal,
  );
