import { Button, Result } from 'antd';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../../kit/lazy-page';

type Props = { children: ReactNode };
type State = { error: Error | null };

function PageFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const chunk = error instanceof ChunkLoadError;
  return (
    <Result
      status="error"
      title={chunk ? t('error:chunkLoad') : t('error:pageCrashed')}
      subTitle={chunk ? undefined : error.message}
      extra={
        <Button type="primary" onClick={chunk ? () => window.location.reload() : onRetry}>
          {chunk ? t('common:reload') : t('common:retry')}
        </Button>
      }
    />
  );
}

/** Keeps one page's failure inside its tab: the shell and the other tabs go on. */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  render() {
    if (this.state.error) return <PageFailure error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
