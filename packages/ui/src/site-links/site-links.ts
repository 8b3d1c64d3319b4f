/** A link of the site's navigation: its path (spec §2) and the text shown for it. */
export interface SiteLink {
  href: string;
  label: string;
}

export { HOME_PATH } from './home-path';

/** The company pages: the header's main navigation and the footer's company column. */
export const COMPANY_LINKS: readonly SiteLink[] = [
  { href: '/how-it-works.html', label: 'How it works' },
  { href: '/about-us.html', label: 'About us' },
  { href: '/our-experts.html', label: 'Our experts' },
  { href: '/latest-orders.html', label: 'Reviews' },
  { href: '/customer-faq.html', label: 'FAQ' },
];

/** Where experts apply: the footer's company column ends with it. */
export const BECOME_AN_EXPERT_LINK: SiteLink = {
  href: '/become-an-expert.html',
  label: 'Become an expert',
};

/** The legal pages of the footer's legal column, the writer-specific ones last. */
export const LEGAL_LINKS: readonly SiteLink[] = [
  { href: '/terms-and-conditions.html', label: 'Terms & Conditions' },
  { href: '/privacy-policy.html', label: 'Privacy Policy' },
  { href: '/cookie-policy.html', label: 'Cookie Policy' },
  { href: '/confidentiality-policy.html', label: 'Confidentiality Policy' },
  { href: '/refund-policy.html', label: 'Refund Policy' },
  { href: '/discount-policy.html', label: 'Discount Policy' },
  { href: '/writer-terms-and-conditions.html', label: 'Writer Terms & Conditions' },
  { href: '/writer-privacy-policy.html', label: 'Writer Privacy Policy' },
];

/** The subject landing pages: the Services dropdown and the footer's subject grid. */
export const SUBJECT_LINKS: readonly SiteLink[] = [
  { href: '/linear-programming-homework.html', label: 'Linear programming homework' },
  { href: '/excel-homework.html', label: 'Excel homework' },
  { href: '/java-homework.html', label: 'Java homework' },
  { href: '/javascript-homework.html', label: 'JavaScript homework' },
  { href: '/matlab-homework.html', label: 'MATLAB homework' },
  { href: '/math-analysis-homework.html', label: 'Math analysis homework' },
  { href: '/php-homework.html', label: 'PHP homework' },
  { href: '/python-homework.html', label: 'Python homework' },
  { href: '/angularjs-homework.html', label: 'AngularJS homework' },
  { href: '/r-programming.html', label: 'R programming' },
  { href: '/ruby-homework.html', label: 'Ruby homework' },
  { href: '/c-programming-homework.html', label: 'C programming homework' },
  { href: '/spss-homework.html', label: 'SPSS homework' },
  { href: '/sql-homework.html', label: 'SQL homework' },
  { href: '/programming-project-help.html', label: 'Programming project help' },
  { href: '/pay-for-programming-homework.html', label: 'Pay for programming homework' },
];
