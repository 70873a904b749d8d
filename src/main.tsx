import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './App';
import { sessionAtStartup } from './providers/auth/token-store';
import { i18nReady } from './providers/i18n';

// Spec 02 §4: a stored token with less than 10 minutes left is dropped before anything uses it, so a
// session never ends in the middle of a task; the person signs in again now instead.
sessionAtStartup();

// The interface language's texts are fetched first, so no page renders with missing labels.
void i18nReady.then(() =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
