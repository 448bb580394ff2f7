/**
 * Every text of the web app in Spanish, found from here: the UI strings (ui.json, served in
 * two parts, see ../parts.ts) and the long page contents, each its own chunk loaded when shown.
 */
export const es = {
  ui: { first: () => import('virtual:locale-es-first'), rest: () => import('virtual:locale-es-rest') },
  benefits: () => import('./benefits.json'),
  privacyPolicy: () => import('./privacy-policy.json'),
  termsOfService: () => import('./terms-of-service.json'),
};
