import { preloadDashboardBanners } from './components/banner-strip/dashboard-banner-request';
import { loadCurrentUser } from './providers/auth/current-user';
import { currentSession, sessionAtStartup, subjectOf } from './providers/auth/token-store';
import { preloadGeneralMetadata } from './providers/general-metadata';
import { loadInterfaceTexts } from './providers/interface-texts';
import { expectedOnwardFrom } from './providers/auth/remembered-landing';
import { preloadRouteData } from './routes/route-data';
import { preloadRouteFiles } from './routes/route-files';

/*
 * Start-up, before the app's code has arrived (issue 31, the request waterfall). index.html loads
 * this module on its own (async) beside the app's entry, and main.tsx imports it first: it needs
 * neither React nor Refine (a test holds the React chunk and sees these requests leave), so it runs
 * as soon as its three files are in, while the app's 210 kB are still downloading (seconds on a
 * phone). What it starts, the app reads when it runs: the interface texts (the first render waits
 * for them), the identity (the gates and the shell need it first), the user's settings (each table
 * waits for its rows per page) and the banner strip's banners (the page shows once the strip has
 * them). Each is asked for once. It also starts the open page's code, from the list of each route's
 * files the build writes into the page (routes/route-files.ts; importing the pages from here split
 * the app's entry into many small files, a list does not), and the records the page shows first
 * (routes/route-data.ts), which the page's own requests then take.
 */

// Spec 02 §4: a stored token with less than 10 minutes left is dropped before anything uses it, so a
// session never ends in the middle of a task; the person signs in again now instead.
sessionAtStartup();

// The shell's getIdentity receives this same request; a failure is handled there (it asks again and
// shows it), so this early start only reports it to the console.
loadCurrentUser().catch((error: unknown) => console.warn('The identity will be asked for again', error));
if (currentSession()) {
  preloadGeneralMetadata();
  preloadDashboardBanners();
}
// The app renders once these are in; i18n.ts reads the same request.
loadInterfaceTexts().catch((error: unknown) => console.warn('The interface texts will be asked for again', error));

// The open page's code, and on the landing the page it last sent this user to (main.tsx's guess);
// then, signed in, those pages' first records (route-data.ts). Last: over HTTP/1.1 a browser sends
// six requests to a host at a time, in the order asked, and the requests above come first.
const routes = preloadRouteFiles(document, window.location.pathname, (route) => expectedOnwardFrom(route, subjectOf(currentSession())));
if (currentSession()) routes.forEach((route, index) => preloadRouteData(route, index === 0 ? window.location.hash : ''));
