import { PAGES } from '@skinsight/shared/routes';

/** The landing-page sections the header, menu and footer link to. */
export const SECTION_LINKS = {
  features: `${PAGES.home}#features`,
  howItWorks: `${PAGES.home}#how-it-works`,
  holisticApproach: `${PAGES.home}#holistic-approach`,
} as const;
