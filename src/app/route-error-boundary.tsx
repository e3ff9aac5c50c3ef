import { Component, type ErrorInfo, type ReactNode } from 'react';
import { retryFailedRoutes } from './lazy-route';
import { RouteErrorPage } from './route-error-page';

interface RouteErrorBoundaryProps {
  /** The address shown; a new one clears the error, so the visitor can navigate away. */
  pathname: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  failedAt: string | null;
}

/** Catches a screen that failed to load or render, and keeps the header and footer around it. */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    if (state.failedAt === null && state.error !== null) return { failedAt: props.pathname };
    if (state.failedAt !== null && state.failedAt !== props.pathname) {
      // Before the new address renders, so a screen that failed to download loads afresh.
      retryFailedRoutes();
      return { error: null, failedAt: null };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The page could not be shown:', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error === null ? (
      this.props.children
    ) : (
      <RouteErrorPage error={this.state.error} />
    );
  }
}
