import { ORDER_SIZES, type OrderSizeId, type SocialProvider, type UserRole } from '@bb/validation';

/*
 * The events BB pushes to the data layer, one builder each. Keys are snake_case like the API's
 * fields. A field we may not know is sent as null rather than left out: the tag manager merges
 * every push into one model, so a missing key would keep the value of an earlier event.
 * Payloads are type aliases, not interfaces, so that they fit DataLayerObject's index signature.
 */

/** A password sign-in, or a social sign-in through one of the providers. */
export type SignInMethod = 'password' | SocialProvider;
/** Sign-up never takes a password: the account is created from the e-mail, or by a provider. */
export type SignUpMethod = 'email' | SocialProvider;
/** The role reported for a session without a signed-in user (spec §6 calls them visitors). */
export const VISITOR_ROLE = 'visitor';

export type SignInEvent = {
  event: 'sign_in';
  user_role: UserRole;
  method: SignInMethod;
};

export type SignUpEvent = {
  event: 'sign_up';
  user_role: UserRole;
  method: SignUpMethod;
  user_id: number;
};

export type LogOutEvent = {
  event: 'log_out';
  user_role: UserRole;
};

export type NewOrderEvent = {
  event: 'newOrder';
  order_size_id: OrderSizeId | null;
  /** The label of the order-size dictionary: 'Small', 'Medium', 'Large' or 'Extra large'. */
  order_size: (typeof ORDER_SIZES)[OrderSizeId] | null;
  discipline_id: number;
  discipline_title: string;
  writer_requested: boolean;
  writer_req_slug: string | null;
  user_id: number | null;
};

export type SessionLoadedEvent = {
  event: 'session_loaded';
  user_role: UserRole | typeof VISITOR_ROLE;
};

export type NewOrderClickEvent = {
  event: 'new_order_click';
  user_role: 'customer';
  user_id: number | null;
};

export type AnalyticsEvent =
  | SignInEvent
  | SignUpEvent
  | LogOutEvent
  | NewOrderEvent
  | SessionLoadedEvent
  | NewOrderClickEvent;

/** After a successful sign-in (step "analytics sign-in" of the login submit sequence). */
export function signInEvent(input: { userRole: UserRole; method: SignInMethod }): SignInEvent {
  return { event: 'sign_in', user_role: input.userRole, method: input.method };
}

/** After a sign-in that created the account (the session says is_new_customer). */
export function signUpEvent(input: {
  userRole: UserRole;
  method: SignUpMethod;
  userId: number;
}): SignUpEvent {
  return {
    event: 'sign_up',
    user_role: input.userRole,
    method: input.method,
    user_id: input.userId,
  };
}

/** When the user logs out. */
export function logOutEvent(input: { userRole: UserRole }): LogOutEvent {
  return { event: 'log_out', user_role: input.userRole };
}

/**
 * When an order is placed through the short form. For the custom discipline (id 30000) the title
 * is the text the user typed (discipline_txt).
 */
export function newOrderEvent(input: {
  disciplineId: number;
  disciplineTitle: string;
  writerReqSlug?: string | null;
  orderSizeId?: OrderSizeId | null;
  userId?: number | null;
}): NewOrderEvent {
  const orderSizeId = input.orderSizeId ?? null;
  const writerReqSlug = input.writerReqSlug || null;
  return {
    event: 'newOrder',
    order_size_id: orderSizeId,
    order_size: orderSizeId === null ? null : ORDER_SIZES[orderSizeId],
    discipline_id: input.disciplineId,
    discipline_title: input.disciplineTitle,
    writer_requested: writerReqSlug !== null,
    writer_req_slug: writerReqSlug,
    user_id: input.userId ?? null,
  };
}

/** When a session load finishes: the role, or 'visitor' when nobody is signed in. */
export function sessionLoadedEvent(input: { userRole?: UserRole | null }): SessionLoadedEvent {
  return { event: 'session_loaded', user_role: input.userRole ?? VISITOR_ROLE };
}

/**
 * When a customer clicks New order in the account menu. The customer is identified by id only:
 * their e-mail is personal data, which tag-manager tools must not receive.
 */
export function newOrderClickEvent(input: { userId?: number | null }): NewOrderClickEvent {
  return { event: 'new_order_click', user_role: 'customer', user_id: input.userId ?? null };
}
