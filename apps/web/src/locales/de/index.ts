/**
 * Every text of the web app in German, found from here: the UI strings (ui.json, served in
 * two parts, see ../parts.ts) and the long page contents, each its own chunk loaded when shown.
 */
export const de = {
  ui: { first: () => import('virtual:locale-de-first'), rest: () => import('virtual:locale-de-rest') },
  benefits: () => import('./benefits.json'),
  privacyPolicy: () => import('./privacy-policy.json'),
  termsOfService: () => import('./terms-of-service.json'),
};
