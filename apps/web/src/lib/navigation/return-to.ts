import { HOME_PATH, LOGIN_PATH } from './app-routes';

/** Sign-in and password pages are never a place to come back to. */
const NOT_A_RETURN_TARGET = /^\/(login|forgot-password|new-password)(\/|\?|$)/;

/**
 * Where sign-in goes afterwards: the `returnTo` query parameter when it is a path inside the app
 * (starts with one '/', not a protocol-relative or absolute URL, not a sign-in page), else /home.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return HOME_PATH;
  if (NOT_A_RETURN_TARGET.test(value)) return HOME_PATH;
  return value;
}

/** `/login?returnTo=…` for a visitor sent to sign in from `target` (/home needs no parameter). */
export function loginPathWithReturn(target: string): string {
  const returnTo = safeReturnTo(target);
  return returnTo === HOME_PATH ? LOGIN_PATH : `${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}`;
}
