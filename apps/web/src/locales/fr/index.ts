/**
 * Every text of the web app in French, found from here: the UI strings (ui.json, served in
 * two parts, see ../parts.ts) and the long page contents, each its own chunk loaded when shown.
 */
export const fr = {
  ui: { first: () => import('virtual:locale-fr-first'), rest: () => import('virtual:locale-fr-rest') },
  benefits: () => import('./benefits.json'),
  privacyPolicy: () => import('./privacy-policy.json'),
  termsOfService: () => import('./terms-of-service.json'),
};
