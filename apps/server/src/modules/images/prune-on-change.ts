import type { FastifyBaseLogger } from 'fastify';
import type { ChangeEvents } from '../../events/changes.js';
import type { MediaStore } from './media-store.js';

/**
 * A shop's change may have replaced or dropped pictures: the ones nothing refers to go. The
 * instance that made the change prunes (the store is shared), so it runs once per change.
 */
export function pruneUnusedPicturesOnChange(events: ChangeEvents, media: MediaStore, log: FastifyBaseLogger): void {
  events.subscribe((event, source) => {
    if (event.type !== 'shop.changed' || source !== 'local') return;
    media.prune(event.shopId).catch((err) => log.warn({ err }, 'pruning unused pictures failed'));
  });
}
