import * as v from 'valibot';
import { REFERRAL_CODE_PATTERN } from './referral';
import { formToken } from './request-fields';

/** POST /referrals/visits: the code of the partner's link the visitor arrived through. */
export const referralVisitBody = v.object({ code: formToken(8, REFERRAL_CODE_PATTERN) });
