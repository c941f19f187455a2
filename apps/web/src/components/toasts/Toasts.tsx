import { lazy, Suspense, useEffect, useState } from 'react';
import { registerHost } from './notify';

const ToastHost = lazy(() => import('./ToastHost'));

/** Place once per page shell; it mounts the toast container when the first message arrives. */
export function Toasts() {
  const [on, setOn] = useState(false);
  useEffect(() => registerHost(() => setOn(true)), []);
  return on ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
