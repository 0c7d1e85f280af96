import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { isChunkLoadFailure } from '../../lib/chunk-load/chunk-load-failure';

interface BlockBoundaryProps {
  kind: string;
  children: ReactNode;
}

interface BlockBoundaryState {
  /** `code-missing`: the block's script chunk did not load; `crashed`: the block threw. */
  failure: 'code-missing' | 'crashed' | null;
}

/** Where a block's code could not be loaded: say so and offer a reload. */
function BlockCodeMissing() {
  const { t } = useTranslation();
  return (
    <div className="block__inner">
      <div className="block-code-missing" role="alert">
        <p>{t('state.chunkFailed')}</p>
        <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
          {t('crash.reload')}
        </button>
      </div>
    </div>
  );
}

/**
 * One failing block must not take the page down. A block whose code did not load (a dropped
 * connection, a release replacing the chunks) says so and offers a reload; a block that throws
 * renders nothing and is logged. (React has no error boundaries while rendering on the server;
 * see the report on issue 4 for isolating server-side failures with per-block Suspense.)
 */
export class BlockBoundary extends Component<BlockBoundaryProps, BlockBoundaryState> {
  override state: BlockBoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): BlockBoundaryState {
    return { failure: isChunkLoadFailure(error) ? 'code-missing' : 'crashed' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`The ${this.props.kind} block could not be shown and was left out:`, error, info.componentStack);
  }

  override render() {
    if (this.state.failure === 'code-missing') return <BlockCodeMissing />;
    return this.state.failure ? null : this.props.children;
  }
}
