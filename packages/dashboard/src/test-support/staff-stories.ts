import { createMockStaffClient, type MockRoutes, staffMemberOf } from '@bb/api-client/testing';

/** A story's staff API: a mocked fetch answering `routes`, and the staff client over it. */
export type StoryStaffApi = ReturnType<typeof createMockStaffClient>;

/** A story's staff API, made fresh for each render by a loader, so stories never share answers. */
export function staffApi(routes: MockRoutes | (() => MockRoutes)) {
  const table = () => (typeof routes === 'function' ? routes() : routes);
  return {
    loaders: [() => ({ staffApi: createMockStaffClient(table()) satisfies StoryStaffApi })],
  };
}

/** The story's staff API from its context (`loaded.staffApi`). */
export function storyStaffApi(context: { loaded: Record<string, unknown> }): StoryStaffApi {
  const api = context.loaded.staffApi as StoryStaffApi | undefined;
  if (!api) throw new Error('The story has no staff API: add ...staffApi({…}) to it.');
  return api;
}

/** The `client` arg's placeholder: each story renders with its loader's client instead. */
export const UNUSED_STAFF_CLIENT = createMockStaffClient({}).client;

/** The signed-in operator (id 1) and a staff of every role and status. */
export const SELF = staffMemberOf({
  id: 1,
  email: 'operator@demo.bb.example',
  role: 'operator',
  status: 'active',
  created_at: Date.UTC(2026, 9, 1, 9, 0),
});
export const STAFF = [
  staffMemberOf(),
  staffMemberOf({
    id: 11,
    email: 'contracts@example.com',
    role: 'support_contract',
    status: 'active',
    created_at: Date.UTC(2026, 10, 20, 16, 5),
  }),
  staffMemberOf({
    id: 9,
    email: 'former.operator@example.com',
    role: 'operator',
    status: 'blocked',
    created_at: Date.UTC(2026, 10, 2, 11, 40),
  }),
  SELF,
];
