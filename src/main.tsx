import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './App';
import { i18nReady } from './providers/i18n';

// The interface language's texts are fetched first, so no page renders with missing labels.
void i18nReady.then(() =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
