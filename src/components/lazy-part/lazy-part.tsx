import { type ComponentType, use } from 'react';

import { PartBoundary } from './part-boundary';
import { retryingImport } from './retrying-import';

export type LazyPart<Props extends object> = ComponentType<Props> & {
  /** Starts fetching the part's code now (a route about to open), so it arrives with what it needs. */
  preload: () => void;
};

/**
 * A component whose code is fetched the first time it renders (or is preloaded), with retries, and
 * behind its own boundary: a chunk that cannot be fetched shows a message with a reload button in
 * this part only (part-boundary.tsx). Unlike React.lazy, a failed load is forgotten when the
 * boundary retries (the connection returned), so the part can load without a page reload. Render it
 * under a Suspense boundary.
 */
export const lazyPart = <Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> => {
  let loaded: ComponentType<Props> | undefined;
  // The failed attempt stays until the boundary retries: React may render the part again before
  // showing the boundary, and must meet the same rejection, not start another round of retries.
  let attempt: Promise<ComponentType<Props>> | undefined;
  const start = () => {
    if (!attempt) {
      attempt = retryingImport(load).then((component) => (loaded = component));
      // A preload nobody renders yet must not be an unhandled rejection; rendering the part (use())
      // receives the same failure and shows it.
      attempt.catch(() => undefined);
    }
    return attempt;
  };
  const forgetFailure = () => {
    if (!loaded) attempt = undefined;
  };
  const Loaded = (props: Props) => {
    const Component = loaded ?? use(start());
    return <Component {...props} />;
  };
  const Part = (props: Props) => (
    <PartBoundary onRetry={forgetFailure}>
      <Loaded {...props} />
    </PartBoundary>
  );
  return Object.assign(Part, {
    preload: () => {
      void start();
    },
  });
};
