/** A page the answer points to for the details. */
export interface FaqLink {
  href: string;
  text: string;
}

/** One question of the customer FAQ; the answer is plain text, also sent as FAQPage data. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  link?: FaqLink;
}

/** The FAQ's questions under one heading. */
export interface FaqTopic {
  id: string;
  title: string;
  entries: FaqEntry[];
}

/** What the answers need from the site's settings (spec §3 site constants). */
export interface FaqSite {
  name: string;
  supportEmail: string;
}

/**
 * The questions customers ask before and during an order, by topic. The support address comes
 * from the API's settings at build time, so it is passed in rather than written here.
 */
export function customerFaq({ name, supportEmail }: FaqSite): FaqTopic[] {
  return [
    {
      id: 'ordering',
      title: 'Placing an order',
      entries: [
        {
          id: 'how-to-order',
          question: 'How do I place an order?',
          answer:
            'Enter your e-mail address and the discipline of your assignment in the short order form on our home page or on any subject page. We create your account, or ask you to sign in if you already have one, and take you to your dashboard, where you add the instructions, files, size and deadline. You see the price before you pay.',
          link: { href: '/how-it-works.html', text: 'How ordering works, step by step' },
        },
        {
          id: 'what-to-include',
          question: 'What should I include in my instructions?',
          answer:
            'Attach the assignment brief exactly as your instructor gave it, plus any data sets, starter code or lecture notes it refers to. Mention the language or software version, the libraries you may and may not use, and how the answer should be presented, for example a Jupyter notebook, an R Markdown report or a zipped project. Complete instructions save back-and-forth later and reduce the need for revisions.',
        },
      ],
    },
    {
      id: 'experts',
      title: 'Experts and communication',
      entries: [
        {
          id: 'expert-choice',
          question: 'How is an expert chosen for my order?',
          answer:
            'Your order goes to an expert who covers its discipline. Every expert has a public profile with their rating out of 10, the number of orders they have finished, their awards and customer reviews, so you can see who you are working with.',
          link: { href: '/our-experts.html', text: 'Browse our experts' },
        },
        {
          id: 'request-expert',
          question: 'Can I ask for a specific expert?',
          answer:
            'Yes. Open the expert’s profile and use the order form on that page: your order then asks for that expert by name. An expert can only take on what their schedule allows, so if the one you asked for cannot meet your deadline, support will contact you about the options.',
        },
        {
          id: 'messages',
          question: 'Can I talk to my expert while they work?',
          answer:
            'Yes. Messages between you and your expert go through your dashboard, where you can answer questions, send extra files and ask how a part of the solution works. Experts never see your name, e-mail address or payment details.',
        },
      ],
    },
    {
      id: 'deadlines-quality',
      title: 'Deadlines, revisions and refunds',
      entries: [
        {
          id: 'deadlines',
          question: 'How do deadlines work?',
          answer:
            'You set the deadline when you finish your order in the dashboard, and the finished work is delivered there by that time. Shorter deadlines are possible, but they affect the price, so give your expert as much time as you can, including time for you to review the work before you have to hand anything in.',
        },
        {
          id: 'revisions',
          question: 'What if the work needs changes?',
          answer:
            'Ask for a revision from your dashboard. Revisions are free during the review period as long as the request stays within your original instructions. Changes that widen the task after the expert has started, such as a new question or another data set, may need an extra payment or a new deadline, which we always agree with you first.',
          link: { href: '/terms-and-conditions.html', text: 'Terms and Conditions' },
        },
        {
          id: 'refunds',
          question: 'Can I get a refund?',
          answer:
            'Yes, depending on where your order stands. You can cancel for a full refund before an expert is assigned. After that, and when work is late or does not follow your instructions even after a revision, the Refund Policy explains what part of the price is refunded and how to ask.',
          link: { href: '/refund-policy.html', text: 'Refund Policy' },
        },
      ],
    },
    {
      id: 'payment',
      title: 'Prices and payment',
      entries: [
        {
          id: 'price',
          question: 'How much does an order cost?',
          answer:
            "The price depends on the size of the work and the deadline: the price calculator on the home page and on every subject page shows it, with your first order's welcome discount, before you start. Your dashboard shows the same price again before you pay, and starting an order with the short form costs nothing.",
        },
        {
          id: 'payment-methods',
          question: 'How can I pay?',
          answer:
            'You can pay by Visa, Mastercard, American Express or Discover card, or with Apple Pay. Payments are processed by our payment providers, and we never store full card numbers. Your payment stays on your balance and reaches the expert only after you approve the work or the review period ends.',
        },
        {
          id: 'discounts',
          question: 'Do you offer discounts?',
          answer:
            'Yes. New customers get a welcome discount on their first order, regular customers earn a permanent loyalty discount, and customers who agree to receive promotional e-mails get occasional bonuses. The Discount Policy lists the current rates and rules.',
          link: { href: '/discount-policy.html', text: 'Discount Policy' },
        },
      ],
    },
    {
      id: 'privacy-integrity',
      title: 'Privacy, integrity and support',
      entries: [
        {
          id: 'confidentiality',
          question: 'Will anyone know I used your service?',
          answer:
            'Not from us. Experts never see your name, e-mail or payment details, and in public reviews and order lists you appear only as an anonymous customer number. Your files are seen only by you, your expert and the support staff helping with your order, and we never publish your work without your permission.',
          link: { href: '/confidentiality-policy.html', text: 'Confidentiality Policy' },
        },
        {
          id: 'academic-integrity',
          question: 'Is using your service allowed by my school?',
          answer: `${name} provides tutoring and reference material: explanations, worked solutions and example code for you to study and learn from. Schools’ rules differ, so check your course’s academic integrity policy and use our work within it. We do not take exams or timed tests on anyone’s behalf, and we cannot promise a particular grade.`,
        },
        {
          id: 'support',
          question: 'How do I contact support?',
          answer: `Open a support ticket from your dashboard if your question is about an order, or write to ${supportEmail} from the e-mail address of your account. Include the order number if you have one, so we can help faster.`,
          link: { href: `mailto:${supportEmail}`, text: `E-mail ${supportEmail}` },
        },
      ],
    },
  ];
}
