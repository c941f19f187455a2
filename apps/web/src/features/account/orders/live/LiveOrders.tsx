import { Suspense } from 'react';
import { useLiveOrders } from './useLiveOrders';

function Listener() {
  useLiveOrders(true);
  return null;
}

/**
 * Mounted once by the account shell while an owner is signed in: keeps the shop's order stream
 * open on every owner page. Its own Suspense, so loading its texts never blanks the page.
 */
export function LiveOrders() {
  return (
    <Suspense fallback={null}>
      <Listener />
    </Suspense>
  );
}
