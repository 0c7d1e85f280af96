import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';

interface BlockBoundaryProps {
  kind: string;
  children: ReactNode;
}

/**
 * One failing block must not take the page down: it renders nothing and is logged. In the
 * browser the error boundary catches it; on the server the Suspense boundary lets React send
 * the rest of the page and leave this block to the browser, where the boundary catches it.
 */
export function BlockBoundary({ kind, children }: BlockBoundaryProps) {
  return (
    <BlockErrorBoundary kind={kind}>
      <Suspense fallback={null}>{children}</Suspense>
    </BlockErrorBoundary>
  );
}

class BlockErrorBoundary extends Component<BlockBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`The ${this.props.kind} block could not be shown and was left out:`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
