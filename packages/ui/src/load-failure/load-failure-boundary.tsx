import { Component, type ReactNode } from 'react';

export interface LoadFailureBoundaryProps {
  /** What stands in when the part cannot be shown, e.g. the kit's error widget. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Around a part loaded on demand: when its code cannot be fetched (the visitor went offline, or
 * a new release replaced the file the page still names) the fallback stands in for it, and the
 * rest of the island keeps working. An error boundary must be a class in React.
 */
export class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
