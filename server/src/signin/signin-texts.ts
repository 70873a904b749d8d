/**
 * The sign-in page's words in the dashboard's languages (issue 27): the page follows the
 * visitor's language, ?lang= first (the SPA passes its own), else the browser's Accept-Language,
 * else English; its <html lang> says which. The page has no script, so the texts are here, not
 * in the SPA's locales/.
 */
export const SIGNIN_LANGUAGES = ['en', 'ko', 'ja'] as const;
export type SigninLanguage = (typeof SIGNIN_LANGUAGES)[number];

const isSigninLanguage = (value: string): value is SigninLanguage => (SIGNIN_LANGUAGES as readonly string[]).includes(value);

/** "ko-KR,ko;q=0.9,en;q=0.8" → the first of ours, by the browser's preference order. */
export const signinLanguage = (asked: unknown, acceptLanguage: string | undefined): SigninLanguage => {
  const explicit = typeof asked === 'string' ? asked.slice(0, 2).toLowerCase() : '';
  if (isSigninLanguage(explicit)) return explicit;
  const preferences = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { language: tag.slice(0, 2).toLowerCase(), quality: quality === undefined ? 1 : Number(quality) };
    })
    .filter((preference) => preference.quality > 0)
    .sort((first, second) => second.quality - first.quality);
  return preferences.map((preference) => preference.language).find(isSigninLanguage) ?? 'en';
};

/** Why a sign-in was refused, told in the page's language. */
export type SigninError = { kind: 'wrongCredentials' } | { kind: 'csrf' } | { kind: 'locked'; scope: 'account' | 'address'; seconds: number };

type SigninTexts = {
  title: string;
  heading: string;
  lead: string;
  email: string;
  password: string;
  remember: string;
  submit: string;
  error: (error: SigninError) => string;
};

export const SIGNIN_TEXTS: Record<SigninLanguage, SigninTexts> = {
  en: {
    title: 'Sign in · Lumen',
    heading: 'Sign in',
    lead: 'to the administration dashboard',
    email: 'Email',
    password: 'Password',
    remember: 'Remember me on this browser',
    submit: 'Sign in',
    error: (error) =>
      error.kind === 'wrongCredentials'
        ? 'Incorrect email or password.'
        : error.kind === 'csrf'
          ? 'This sign-in form has expired or was sent from another site. Please check your details and sign in again.'
          : `Too many failed sign-in attempts ${error.scope === 'account' ? 'for this account' : 'from your network'}. Try again in ${error.seconds} seconds.`,
  },
  ko: {
    title: '로그인 · Lumen',
    heading: '로그인',
    lead: '관리 대시보드에 로그인합니다',
    email: '이메일',
    password: '비밀번호',
    remember: '이 브라우저에서 로그인 상태 유지',
    submit: '로그인',
    error: (error) =>
      error.kind === 'wrongCredentials'
        ? '이메일 또는 비밀번호가 올바르지 않습니다.'
        : error.kind === 'csrf'
          ? '이 로그인 양식이 만료되었거나 다른 사이트에서 전송되었습니다. 정보를 확인하고 다시 로그인하세요.'
          : `${error.scope === 'account' ? '이 계정의' : '사용 중인 네트워크의'} 로그인 실패가 너무 많습니다. ${error.seconds}초 후에 다시 시도하세요.`,
  },
  ja: {
    title: 'サインイン · Lumen',
    heading: 'サインイン',
    lead: '管理ダッシュボードへ',
    email: 'メールアドレス',
    password: 'パスワード',
    remember: 'このブラウザーでサインインしたままにする',
    submit: 'サインイン',
    error: (error) =>
      error.kind === 'wrongCredentials'
        ? 'メールアドレスまたはパスワードが正しくありません。'
        : error.kind === 'csrf'
          ? 'このサインインフォームは期限切れか、別のサイトから送信されました。入力内容を確認して、もう一度サインインしてください。'
          : `${error.scope === 'account' ? 'このアカウントへの' : 'お使いのネットワークからの'}サインインの失敗が多すぎます。${error.seconds} 秒後にもう一度お試しください。`,
  },
};
