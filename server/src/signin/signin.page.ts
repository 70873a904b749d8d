import { SIGNIN_TEXTS, SigninError, SigninLanguage } from './signin-texts';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export type SigninPageInput = {
  email: string;
  redirectTo: string;
  rememberMe: boolean;
  /** Shown in an alert above the form. */
  error: SigninError | null;
  /** The page's language (signinLanguage); the form carries it to the answer of a post. */
  language: SigninLanguage;
  /** Login CSRF: the form's copy of the token in the browser's cookie. */
  csrfToken: string;
};

/** The sign-in service's only page: a plain form without any script, so it needs none and the CSP allows none. */
export const renderSigninPage = (input: SigninPageInput): string => {
  const texts = SIGNIN_TEXTS[input.language];
  return `<!doctype html>
<html lang="${input.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.title)}</title>
<style>
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f0f2f5;font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Noto Sans KR","Noto Sans JP",sans-serif;color:#1f1f1f}
  main{width:100%;max-width:380px;background:#fff;border-radius:12px;box-shadow:0 6px 24px rgba(0,0,0,.08);padding:36px 32px}
  h1{margin:0 0 4px;font-size:22px}
  p.lead{margin:0 0 24px;color:#595959}
  label{display:block;font-weight:600;margin:16px 0 6px}
  input[type=email],input[type=password]{width:100%;padding:10px 12px;border:1px solid #d9d9d9;border-radius:8px;font:inherit}
  input:focus{outline:2px solid #1e5eff;outline-offset:0;border-color:#1e5eff}
  .remember{display:flex;gap:8px;align-items:center;margin-top:16px;font-weight:400}
  button{margin-top:24px;width:100%;padding:11px;border:0;border-radius:8px;background:#1e5eff;color:#fff;font:inherit;font-weight:600;cursor:pointer}
  button:hover{background:#1a4fe0}
  button:focus-visible{outline:2px solid #0f42d9;outline-offset:2px}
  .alert{margin:0 0 8px;padding:10px 12px;border-radius:8px;background:#fff2f0;border:1px solid #ffccc7;color:#a8071a}
  .brand{font-weight:700;color:#1e5eff;letter-spacing:.02em;margin-bottom:20px}
</style>
</head>
<body>
<main>
  <div class="brand">Lumen</div>
  <h1>${escapeHtml(texts.heading)}</h1>
  <p class="lead">${escapeHtml(texts.lead)}</p>
  ${input.error ? `<p class="alert" role="alert">${escapeHtml(texts.error(input.error))}</p>` : ''}
  <form method="post" action="/signin" novalidate>
    <input type="hidden" name="redirectTo" value="${escapeHtml(input.redirectTo)}">
    <input type="hidden" name="csrfToken" value="${escapeHtml(input.csrfToken)}">
    <input type="hidden" name="lang" value="${input.language}">
    <label for="email">${escapeHtml(texts.email)}</label>
    <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(input.email)}" ${input.email ? '' : 'autofocus'}>
    <label for="password">${escapeHtml(texts.password)}</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required ${input.email ? 'autofocus' : ''}>
    <label class="remember"><input type="checkbox" name="rememberMe" value="true" ${input.rememberMe ? 'checked' : ''}> ${escapeHtml(texts.remember)}</label>
    <button type="submit">${escapeHtml(texts.submit)}</button>
  </form>
</main>
</body>
</html>`;
};
