import { Component, type ErrorInfo, type ReactNode } from 'react';

interface BlockBoundaryProps {
  kind: string;
  children: ReactNode;
}

interface BlockBoundaryState {
  failed: boolean;
}

/**
 * One failing block must not take the page down: in the browser it renders nothing and is
 * logged. (React has no error boundaries while rendering on the server; see the report on
 * issue 4 for isolating server-side failures with per-block Suspense.)
 */
export class BlockBoundary extends Component<BlockBoundaryProps, BlockBoundaryState> {
  override state: BlockBoundaryState = { failed: false };

  static getDerivedStateFromError(): BlockBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`The ${this.props.kind} block could not be shown and was left out:`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
