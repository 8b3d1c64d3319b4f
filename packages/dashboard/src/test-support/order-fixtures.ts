import { MOCK_EXPERTS } from '@bb/api-client/testing';

export { createMockOrderClient as mockOrderClient, orderOf } from '@bb/api-client/testing';

export const { ada: ADA, grace: GRACE } = MOCK_EXPERTS;
