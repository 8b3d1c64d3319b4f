import { type DiscountPolicy, FOUNDATION_YEAR } from '@bb/validation';
import {
  DISCOUNT_POLICY_VARIABLE,
  discountPolicySections,
} from '../discounts/discount-policy-text';
import { BADGE_RULES, MONTHLY_AWARDS, RATED_ORDERS_AVERAGED } from './rating-rules';

export type ContentSection = { heading: string; paragraphs: string[] };
export type ContentDocument = { name: string; title: string; sections: ContentSection[] };

type Site = { name: string; supportEmail: string };

/**
 * The legal pages and other content variables, as plain sections (a heading and paragraphs), so
 * the site renders them as text and never as HTML. The Discount Policy is written from
 * `discounts`, the figures the prices use.
 */
export function contentDocuments(site: Site, discounts: DiscountPolicy): ContentDocument[] {
  const { name, supportEmail } = site;
  return [
    {
      name: 'content_terms',
      title: 'Terms and Conditions',
      sections: [
        {
          heading: '1. About these terms',
          paragraphs: [
            `These Terms and Conditions govern your use of the ${name} website and of the academic help services we provide through it. By creating an account, placing an order or otherwise using the website you accept these terms. If you do not agree with them, please do not use the service.`,
            `In these terms "we", "us" and "${name}" mean the company named in the footer of the website; "you" and "the customer" mean the person using the website or placing an order; "expert" means an independent specialist who works on orders through our platform.`,
          ],
        },
        {
          heading: '2. What we offer',
          paragraphs: [
            'We connect customers with experts in programming, data analysis, mathematics and related subjects. Experts prepare explanations, worked examples, code samples, reviews and tutoring materials according to the instructions the customer provides.',
            'All materials are delivered for reference, study and research purposes. You agree to use them in line with the academic integrity rules of your institution. We do not support submitting delivered work as your own where this is not allowed.',
          ],
        },
        {
          heading: '3. Your account',
          paragraphs: [
            'You need an account to place an order. You agree to give a valid email address and to keep your password confidential. You are responsible for all activity under your account and must tell us at once if you suspect unauthorised use.',
            'You must be at least 16 years old to use the service. We may suspend or close an account that is used to break these terms, to harass experts or staff, or to attempt fraud.',
          ],
        },
        {
          heading: '4. Orders and instructions',
          paragraphs: [
            'An order describes the task, the subject, the size, the deadline and any files or requirements. The price is shown before you pay and depends on the type of work, its size, its complexity and the deadline.',
            'Please give complete and accurate instructions. Changes that widen the scope of an order after an expert has started may require an extra payment or a new deadline, which we agree with you before any work continues.',
          ],
        },
        {
          heading: '5. Payment',
          paragraphs: [
            'Payments are processed by our payment providers; we never store full card numbers. Funds are held on your balance and released to the expert only after you approve the delivered work or the approval period ends.',
            'Prices include all applicable fees unless stated otherwise. Discounts are applied according to our Discount Policy.',
          ],
        },
        {
          heading: '6. Delivery, revisions and approval',
          paragraphs: [
            'Completed work is delivered to your dashboard by the deadline. You have 14 days to review it and ask for free revisions, provided the request stays within the original instructions.',
            'If you do not approve the work or ask for a revision within the review period, the order is considered approved.',
          ],
        },
        {
          heading: '7. Refunds',
          paragraphs: [
            'Refunds are handled under our Refund Policy, which forms part of these terms.',
          ],
        },
        {
          heading: '8. Intellectual property',
          paragraphs: [
            'Once an order is paid in full and approved, you receive the right to use the delivered materials for personal, non-commercial study. The website, its design, texts and software remain our property or that of our licensors.',
          ],
        },
        {
          heading: '9. Liability',
          paragraphs: [
            'We take care to provide accurate and useful work but cannot guarantee any particular grade or outcome. To the extent the law allows, our total liability for any order is limited to the amount you paid for that order.',
            'Nothing in these terms limits liability that cannot be limited by law.',
          ],
        },
        {
          heading: '10. Changes and contact',
          paragraphs: [
            'We may update these terms from time to time. The version published on the website applies to orders placed after its publication date.',
            `Questions about these terms can be sent to ${supportEmail}.`,
          ],
        },
      ],
    },
    {
      name: 'content_privacy_policy',
      title: 'Privacy Policy',
      sections: [
        {
          heading: 'Who we are',
          paragraphs: [
            `${name} runs this website and is the controller of the personal data described in this policy. You can reach us about privacy at ${supportEmail}.`,
          ],
        },
        {
          heading: 'What we collect',
          paragraphs: [
            'Account data: your email address, your password (stored only as a one-way hash), your time zone and the consents you gave.',
            'Order data: the instructions, files and messages you add to orders, and the payment records linked to them.',
            'Technical data: your IP address, browser type, the pages you visit and the time of your visit, collected through cookies and server logs.',
          ],
        },
        {
          heading: 'Why we use it',
          paragraphs: [
            'To create and secure your account, to carry out your orders, to process payments, to answer support requests and to protect the service against fraud and abuse. The legal basis is the contract with you and our legitimate interest in a safe service.',
            'With your consent only, we send you news about bonuses, discounts and promotions. You can withdraw that consent at any time from your profile or through the link in every such email.',
          ],
        },
        {
          heading: 'Who we share it with',
          paragraphs: [
            'Experts see the order instructions and files they need for the work, never your payment details. Payment providers, hosting providers and email delivery services process data on our behalf under written agreements. We do not sell personal data.',
          ],
        },
        {
          heading: 'How long we keep it',
          paragraphs: [
            'Account data is kept while your account is open and for up to three years after its last use. Payment records are kept for as long as tax and accounting law requires. Drafts saved before sign-up are deleted automatically after 30 minutes.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            `You may ask to see, correct, export or delete your personal data, and object to or restrict its use. Write to ${supportEmail}; we answer within one month. You may also complain to your local data protection authority.`,
          ],
        },
        {
          heading: 'Security',
          paragraphs: [
            'Connections to the website are encrypted. Passwords are hashed with a modern memory-hard algorithm, sign-in is protected against guessing, and access to personal data is limited to the staff who need it.',
          ],
        },
      ],
    },
    {
      name: 'content_cookie_policy',
      title: 'Cookie Policy',
      sections: [
        {
          heading: 'What cookies are',
          paragraphs: [
            "Cookies are small text files a website stores in your browser. We also use your browser's local storage for similar purposes, for example to keep an unfinished order form.",
          ],
        },
        {
          heading: 'Cookies we need',
          paragraphs: [
            'A secure session cookie keeps you signed in. It cannot be read by scripts on the page, is sent only to our own site and, on encrypted connections, only over them.',
            'A visit cookie remembers that your visit was already counted, and a storage entry remembers that you accepted this notice, so it is not shown again.',
          ],
        },
        {
          heading: 'Analytics',
          paragraphs: [
            'We measure page speed and which pages are used, to improve the site. These measurements do not identify you by name.',
          ],
        },
        {
          heading: 'Bot protection',
          paragraphs: [
            'Our sign-in and order forms are protected by a bot-check service, which may set its own cookies to tell people from automated programs. Its privacy policy and terms apply to that processing.',
          ],
        },
        {
          heading: 'Your choices',
          paragraphs: [
            'You can delete cookies or block them in your browser settings. If you block the session cookie you will not be able to sign in.',
          ],
        },
      ],
    },
    {
      name: 'content_confidentiality_policy',
      title: 'Confidentiality Policy',
      sections: [
        {
          heading: 'Your identity stays private',
          paragraphs: [
            'Experts never see your name, email address or payment details. In public lists of reviews and latest orders you appear only under an anonymous customer number.',
          ],
        },
        {
          heading: 'Your materials stay private',
          paragraphs: [
            'Files and instructions you add to an order are visible only to you, the expert working on it and the support staff who help with it. Experts agree in writing not to copy, publish or reuse them.',
            'Delivered work is never published in our portfolio or anywhere else without your explicit permission.',
          ],
        },
        {
          heading: 'Communication',
          paragraphs: [
            'All messages between you and the expert go through your dashboard. We never ask for your password by email or chat.',
          ],
        },
        {
          heading: 'Deleting your data',
          paragraphs: [
            `You may ask us to delete your orders and files once they are completed. Write to ${supportEmail} from the email address of your account.`,
          ],
        },
      ],
    },
    {
      name: 'content_refund_policy',
      title: 'Refund Policy',
      sections: [
        {
          heading: 'Before an expert is assigned',
          paragraphs: [
            'You can cancel an order at any time before an expert is assigned and receive a full refund to your balance or your original payment method.',
          ],
        },
        {
          heading: 'After an expert is assigned',
          paragraphs: [
            'If you cancel after the expert has started, we refund the part of the price that corresponds to the work not yet done, and at least 50% of the price.',
          ],
        },
        {
          heading: 'Late or unsuitable work',
          paragraphs: [
            'If work is delivered late, you may ask for a refund of up to 100% depending on how late it is and whether the work is still useful to you.',
            'If the delivered work does not follow your original instructions and a free revision does not fix it, you may ask for a partial or full refund within the 14-day review period.',
          ],
        },
        {
          heading: 'How to ask',
          paragraphs: [
            `Open a support ticket from your dashboard, or write to ${supportEmail}, naming the order and the reason. We reply within two business days; approved refunds reach your balance at once and a card within 5 to 10 business days.`,
          ],
        },
      ],
    },
    {
      name: DISCOUNT_POLICY_VARIABLE,
      title: 'Discount Policy',
      sections: discountPolicySections(discounts),
    },
    {
      name: 'content_rating_and_awards',
      title: 'Rating and Awards',
      sections: [
        {
          heading: 'How the rating works',
          paragraphs: [
            `After each completed order the customer rates the expert from 0 to 10, and may change that rating within the review period. An expert's rating is the weighted average of the ratings of their latest ${RATED_ORDERS_AVERAGED} rated orders, the latest orders counting most: the latest counts ${RATED_ORDERS_AVERAGED} times, the one before it ${RATED_ORDERS_AVERAGED - 1} times, and so on down to once. New experts show 0 until their first rated order. A review we remove for breaking our rules no longer counts.`,
          ],
        },
        {
          heading: 'Triple 10',
          paragraphs: [
            `Awarded while the latest ${BADGE_RULES.triple10.tensInARow} ratings are all 10 out of 10.`,
          ],
        },
        {
          heading: 'Nine plus',
          paragraphs: [
            `Awarded while each of the latest ${BADGE_RULES.nineplus.ratedOrders} ratings is ${BADGE_RULES.nineplus.minRatingX10 / 10} or above.`,
          ],
        },
        {
          heading: 'Punctuality proofed',
          paragraphs: [
            `Awarded while the latest ${BADGE_RULES.punctuality_proofed.onTimeInARow} completed orders were all delivered by their deadline.`,
          ],
        },
        {
          heading: 'Reliability proofed',
          paragraphs: [
            `Awarded for ${BADGE_RULES.reliability_proofed.finishedOrders} completed orders; an expert cannot cancel an order once they accepted it.`,
          ],
        },
        {
          heading: 'Writer of the month',
          paragraphs: [
            'Awarded on the first day of each month to the expert with the best combination of rating, volume and punctuality in the month before: their rating times the number of orders they completed that month by the deadline.',
          ],
        },
        {
          heading: 'Newcomer of the month',
          paragraphs: [
            `Awarded on the first day of each month, by the same measure, to the best expert among those who joined in the last ${MONTHLY_AWARDS.newcomerMonths} months.`,
          ],
        },
        {
          heading: 'Customer loyalty',
          paragraphs: [
            `Awarded when at least ${BADGE_RULES.customer_loyalty.returningCustomers} customers come back to the same expert with a new order.`,
          ],
        },
        {
          heading: 'Our numbers',
          paragraphs: [
            `Since ${FOUNDATION_YEAR} we count our experts, how many of them are online right now and our overall quality score, the average rating of all rated orders. The figures on the site are updated live.`,
          ],
        },
      ],
    },
    {
      name: 'content_writer_terms',
      title: 'Expert Terms and Conditions',
      sections: [
        {
          heading: '1. Your status',
          paragraphs: [
            `You work with ${name} as an independent expert, not as an employee. You decide which orders to take and when to work, within the deadlines you accept.`,
          ],
        },
        {
          heading: '2. Quality and originality',
          paragraphs: [
            "Work you deliver must be your own, written for the order, and follow the customer's instructions. Code must run as described; sources must be cited.",
          ],
        },
        {
          heading: '3. Confidentiality',
          paragraphs: [
            'You may not contact customers outside the platform, ask for their personal data, or reuse, publish or share their materials.',
          ],
        },
        {
          heading: '4. Payment',
          paragraphs: [
            'You are paid for each approved order at the rate shown when you took it. Payouts are made twice a month to the method set in your profile.',
          ],
        },
        {
          heading: '5. Ending the cooperation',
          paragraphs: [
            `Either side may end the cooperation at any time; orders in progress must be completed or handed back. Questions: ${supportEmail}.`,
          ],
        },
      ],
    },
    {
      name: 'content_writer_privacy_policy',
      title: 'Expert Privacy Policy',
      sections: [
        {
          heading: 'What we collect from experts',
          paragraphs: [
            'Your name, email address, pen name, subjects, education and experience details you provide, identity documents needed for payouts, and your order history and ratings.',
          ],
        },
        {
          heading: 'How we use it',
          paragraphs: [
            'To review your application, to match you with orders, to pay you and to meet our tax obligations. Customers see only your pen name, avatar, rating, badges and portfolio.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            `You may ask to see, correct or delete your data at ${supportEmail}. Payment records are kept as long as the law requires.`,
          ],
        },
      ],
    },
  ];
}
