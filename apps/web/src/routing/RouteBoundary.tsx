import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router';
import { RouteError } from '../components/RouteError';

interface Props {
  location: Location;
  /** Called as the boundary leaves its error for another address: what failed to load is asked again there. */
  onReset: () => void;
  children: ReactNode;
}

interface State {
  location: Location;
  failed: boolean;
}

/**
 * The routes' error page: a page that throws or whose code fails to load shows RouteError in place
 * of the whole app; going to another address (a link, Back) renders the routes again.
 */
export class RouteBoundary extends Component<Props, State> {
  override state: State = { location: this.props.location, failed: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps({ location, onReset }: Props, state: State): Partial<State> | null {
    if (location === state.location) return null;
    if (state.failed) onReset();
    return { location, failed: false };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
