import 'react-toastify/ReactToastify.css';
import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify/unstyled';
import { hostMounted } from './notify';

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
    />
  );
}
