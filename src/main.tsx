// First, so that start-up's requests are out even when this module's own files came first.
import './boot';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './App';
import { expectedOnwardFrom } from './providers/auth/remembered-landing';
import { currentSession, subjectOf } from './providers/auth/token-store';
import { i18nReady } from './providers/i18n';
import { matchRoute } from './routes/route-table';
import { preloadPageAt } from './routes/route-pages';

// The page's code, beside the requests start-up (boot.ts) has made.
preloadPageAt(window.location.pathname);
// On the landing, also the page it last sent this user to (providers/auth/remembered-landing.ts).
const landingGuess = expectedOnwardFrom(matchRoute(window.location.pathname)?.name, subjectOf(currentSession()));
if (landingGuess) preloadPageAt(landingGuess);

// The interface language's texts are fetched first, so no page renders with missing labels.
void i18nReady.then(() =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
