import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Spinner } from './components/Spinner';
import { unregisterServiceWorkers } from './unregister-service-workers';
import './styles/base.css';

// The spec's app root loads lazily and shows a spinner meanwhile.
const App = lazy(() => import('./App'));

unregisterServiceWorkers();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <Suspense fallback={<Spinner fullScreen />}>
      <App />
    </Suspense>
  </StrictMode>,
);
