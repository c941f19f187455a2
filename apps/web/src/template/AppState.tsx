import { Provider } from 'react-redux';
import { store } from '../store';

/** The app's Redux store for the account area and the template (the storefront keeps its own, features/storefront/state). */
export function AppState({ children }: { children: React.ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
