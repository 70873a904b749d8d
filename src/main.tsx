import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './App';
import { preloadDashboardBanners } from './components/banner-strip/use-dashboard-banner';
import { loadCurrentUser } from './providers/auth/current-user';
import { currentSession, sessionAtStartup, subjectOf } from './providers/auth/token-store';
import { i18nReady } from './providers/i18n';
import { preloadGeneralMetadata } from './providers/metadata';
import { rememberedLanding } from './providers/auth/remembered-landing';
import { matchRoute } from './routes/route-table';
import { preloadPageAt } from './routes/route-pages';

// Spec 02 §4: a stored token with less than 10 minutes left is dropped before anything uses it, so a
// session never ends in the middle of a task; the person signs in again now instead.
sessionAtStartup();

// Issue 31, the request waterfall: the identity (which the gates and the shell need first), the
// settings and the page's code are asked for now, beside the interface texts, not after the first
// render. The API calls go first: over HTTP/1.1 a browser opens six connections to a host, so on a
// phone the calls queued behind a page's code files waited seconds for a free one.
// The shell's getIdentity receives this same request; a failure is handled there (it asks again and
// shows it), so this early start only reports it to the console.
loadCurrentUser().catch((error: unknown) => console.warn('The identity will be asked for again', error));
// The tables' rows per page and hidden columns too: each table waits for them before asking for rows.
// And the banner strip's banners, so that the strip does not push the page down once it has shown.
if (currentSession()) {
  preloadGeneralMetadata();
  preloadDashboardBanners();
}
preloadPageAt(window.location.pathname);
// On the landing, also the page it last sent this user to (providers/auth/remembered-landing.ts).
const landingRoute = matchRoute(window.location.pathname)?.name;
const landingGuess = landingRoute === 'landing' || landingRoute === 'home' ? rememberedLanding(subjectOf(currentSession())) : null;
if (landingGuess) preloadPageAt(landingGuess);

// The interface language's texts are fetched first, so no page renders with missing labels.
void i18nReady.then(() =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
