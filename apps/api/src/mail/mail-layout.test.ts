import { describe, expect, it } from 'vitest';
import { composeMail } from './mail-layout';

const site = { name: 'BB', supportEmail: 'support@bb.example' };

describe('the e-mail layout', () => {
  const mail = composeMail(site, {
    to: 'reader@bb.example',
    subject: 'BB: your order #41 is delivered',
    body: [
      'Your expert has delivered order #41, "<Dijkstra> & heaps".',
      { label: 'Review the result', url: 'http://bb.localhost/dashboard/customer/orders/41/' },
    ],
    reason: 'You get this e-mail because you take part in an order at BB.',
    preferencesUrl: 'http://bb.localhost/dashboard/customer/profile/',
  });

  it('writes the plain-text part: the link written out after its words, the signature, why and where to change it', () => {
    expect(mail.text).toBe(
      [
        'Hello,',
        'Your expert has delivered order #41, "<Dijkstra> & heaps".',
        'Review the result:\nhttp://bb.localhost/dashboard/customer/orders/41/',
        '--\nThe BB team\nsupport@bb.example',
        'You get this e-mail because you take part in an order at BB.\nChoose which e-mails you get in Profile & Settings: http://bb.localhost/dashboard/customer/profile/',
      ].join('\n\n'),
    );
  });

  it('writes the same words as HTML: the link as a button, the text escaped, the preferences linked', () => {
    expect(mail.html).toContain(
      '<a href="http://bb.localhost/dashboard/customer/orders/41/" style="display:inline-block',
    );
    expect(mail.html).toContain('&quot;&lt;Dijkstra&gt; &amp; heaps&quot;');
    expect(mail.html).not.toContain('<Dijkstra>');
    expect(mail.html).toContain(
      '<a href="http://bb.localhost/dashboard/customer/profile/">http://bb.localhost/dashboard/customer/profile/</a>',
    );
  });

  it('leaves out where to change it for an e-mail always sent', () => {
    const always = composeMail(site, {
      to: 'a@bb.example',
      subject: 's',
      body: [],
      reason: 'Always.',
    });
    expect(always.text.endsWith('Always.')).toBe(true);
    expect(always.html).not.toContain('Profile &amp; Settings');
  });
});
