import 'react-toastify/ReactToastify.css';
import './toasts.css';
import './toast-palette.css';
import { useEffect } from 'react';
import { cssTransition, ToastContainer, toast } from 'react-toastify/unstyled';
import { hostMounted } from './notify';

/** Readable for the spec's 1,000 ms, with about 120 ms to appear and 220 ms to leave (toasts.css). */
const quick = cssTransition({ enter: 'vt-toast-in', exit: 'vt-toast-out', collapseDuration: 100 });

/** The spec's toasts: top-centre, closing after 1000 ms. */
export default function ToastHost() {
  useEffect(() => hostMounted(toast), []);
  return (
    <ToastContainer
      position="top-center"
      autoClose={1000}
      hideProgressBar
      newestOnTop
      limit={3}
      pauseOnFocusLoss={false}
      transition={quick}
    />
  );
}
