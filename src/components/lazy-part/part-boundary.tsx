import { Component, type ReactNode } from 'react';

import { useTranslation } from 'react-i18next';

import { PlainButton } from '@/components/plain/plain-button';

import { PartLoadError } from './retrying-import';

const PartLoadFailed = () => {
  const { t } = useTranslation();
  return (
    <div role="alert" className="plain-part-failed">
      <span>{t('errors.partLoadFailed')}</span>
      <PlainButton variant="primary" size="small" onClick={() => window.location.reload()}>
        {t('buttons.reload')}
      </PlainButton>
    </div>
  );
};

type PartBoundaryState = { failed: boolean };

/**
 * Around each lazily loaded part: when its code cannot be fetched (offline, or a chunk a new
 * deployment removed), that part says so with a reload button and the rest of the app keeps
 * working. When the connection returns it tries again by itself, keeping what the page holds.
 * Any other error is not ours to explain: it goes on to the boundary above.
 */
export class PartBoundary extends Component<{ children: ReactNode; onRetry: () => void }, PartBoundaryState> {
  state: PartBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): PartBoundaryState | null {
    if (error instanceof PartLoadError) return { failed: true };
    throw error;
  }

  componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  retry = () => {
    if (!this.state.failed) return;
    this.props.onRetry();
    this.setState({ failed: false });
  };

  render() {
    return this.state.failed ? <PartLoadFailed /> : this.props.children;
  }
}
