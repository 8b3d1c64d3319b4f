import { auditEventOf, createMockAuditClient, type MockRoutes } from '@bb/api-client/testing';

/** A story's audit API: a mocked fetch answering `routes`, and the audit client over it. */
export type StoryAuditApi = ReturnType<typeof createMockAuditClient>;

/** A story's audit API, made fresh for each render by a loader, so stories never share answers. */
export function auditApi(routes: MockRoutes) {
  return { loaders: [() => ({ auditApi: createMockAuditClient(routes) satisfies StoryAuditApi })] };
}

/** The story's audit API from its context (`loaded.auditApi`). */
export function storyAuditApi(context: { loaded: Record<string, unknown> }): StoryAuditApi {
  const api = context.loaded.auditApi as StoryAuditApi | undefined;
  if (!api) throw new Error('The story has no audit API: add ...auditApi({…}) to it.');
  return api;
}

/** The `client` arg's placeholder: each story renders with its loader's client instead. */
export const UNUSED_AUDIT_CLIENT = createMockAuditClient({}).client;

/** An order's trail, newest first: assigned, given to another expert, by two operators. */
export const ORDER_EVENTS = [
  auditEventOf({
    id: 33,
    action: 'order_reassigned',
    detail: 'emma-clarke → liam-porter',
    created_at: Date.UTC(2026, 10, 26, 15, 5),
  }),
  auditEventOf({
    id: 32,
    actor: { id: 8, email: 'night.shift@example.com', role: 'operator' },
    created_at: Date.UTC(2026, 10, 26, 11, 40),
  }),
  auditEventOf({
    id: 31,
    action: 'order_cancelled',
    detail: '',
    created_at: Date.UTC(2026, 10, 25, 9, 0),
  }),
];
