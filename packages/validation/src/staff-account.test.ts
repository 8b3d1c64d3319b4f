import { describe, expect, it } from 'vitest';
import { USER_ROLES } from './constants';
import { DASHBOARD_ERROR_CATALOGUE } from './dashboard-error-catalogue';
import { STAFF_ROLES, validateStaffEmail, validateStaffInvitation } from './staff-account';

describe('STAFF_ROLES', () => {
  it('are every role but the customer and the expert', () => {
    expect(USER_ROLES.filter((role) => !(STAFF_ROLES as readonly string[]).includes(role))).toEqual(
      ['customer', 'writer'],
    );
  });
});

describe('validateStaffEmail', () => {
  it('takes an address, with white space around it', () => {
    expect(validateStaffEmail('  seo@example.com ')).toBeNull();
  });

  it('asks for one when it is missing, and refuses what is not an address, beside the email field', () => {
    for (const missing of ['', '  ', undefined]) {
      expect(validateStaffEmail(missing)?.key).toBe('staff_email_required');
    }
    expect(validateStaffEmail('me@localhost')?.key).toBe('staff_email_invalid');
    expect(DASHBOARD_ERROR_CATALOGUE.staff_email_required.field).toBe('email');
    expect(DASHBOARD_ERROR_CATALOGUE.staff_email_invalid.field).toBe('email');
  });
});

describe('validateStaffInvitation', () => {
  it('checks the e-mail', () => {
    expect(validateStaffInvitation({ email: 'a@example.com' })).toEqual({});
    expect(validateStaffInvitation({}).email?.key).toBe('staff_email_required');
  });
});
