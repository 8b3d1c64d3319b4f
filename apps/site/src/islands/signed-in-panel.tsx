import { dashboardUrl, SIGNED_IN_TEXTS, useSession } from '@bb/form-hooks';
import { Button } from '@bb/ui';
import type { ReactNode } from 'react';

export interface SignedInOrProps {
  /** Also for a customer: the sign-in form sends a signed-in customer on by itself (spec §2). */
  customers: boolean;
  /** The visitor's form. */
  children: ReactNode;
}

/**
 * An account page (sign-in, sign-up) for someone already signed in: who they are and the way to
 * their dashboard, or out, instead of a blank form that would only refuse them. A visitor, and
 * everyone until the session has loaded, gets the form.
 */
export function SignedInOr({ customers, children }: SignedInOrProps) {
  const session = useSession();
  const home = session.dashboardHomeUrlPath;
  if (!session.role || home === null || (session.role === 'customer' && !customers)) {
    return children;
  }
  const who = session.customer?.email ?? SIGNED_IN_TEXTS.roleName(session.role);
  return (
    <div className="bb-auth-form">
      <h1 className="bb-auth-form__title">{SIGNED_IN_TEXTS.title}</h1>
      <p className="bb-auth-form__lead">{SIGNED_IN_TEXTS.signedInAs(who)}</p>
      <a className="bb-button bb-button--primary bb-button--block" href={dashboardUrl(home)}>
        <span className="bb-button__label">{SIGNED_IN_TEXTS.toDashboard}</span>
      </a>
      <Button variant="secondary" block loading={session.loggingOut} onClick={session.logOut}>
        {SIGNED_IN_TEXTS.logOut}
      </Button>
    </div>
  );
}
