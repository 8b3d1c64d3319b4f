import { DEMO_ACCOUNTS } from '../src/seed/seed-data';
import type { Scenario } from './wrk';

/** An order draft as the short form keeps it in a data box: 500 characters of description. */
export const DRAFT = encodeURIComponent(
  JSON.stringify({
    paper_type: 1,
    discipline_sub: 101,
    login: 'visitor@bb.example',
    description: 'x'.repeat(500),
  }),
);

/** The calls both benchmarks load: a cached read, a read of the database, a write. */
export const SETTINGS_CALL: Scenario = { name: 'GET common/settings', path: '/common/settings' };
export const PRE_CHECK_CALL: Scenario = {
  name: 'GET users/pre-check',
  path: `/users/pre-check?login=${encodeURIComponent(DEMO_ACCOUNTS.customer)}`,
};
export const DATA_BOX_CALL: Scenario = {
  name: 'POST widgets/data-boxes',
  path: '/widgets/data-boxes',
  method: 'POST',
  bodies: [`data=${DRAFT}&ttl=1800`],
};
