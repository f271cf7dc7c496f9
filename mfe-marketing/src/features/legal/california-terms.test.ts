import { COINSURANCE_OPTIONS, DEDUCTIBLE_OPTIONS, DEFAULT_DEDUCTIBLE } from '@tailwise/shared/contract';
import { CALIFORNIA } from './california-terms';

// The API's California rule (restricted state): every coinsurance option except 0%, default 20%.
describe('California disclosure terms', () => {
  it('match the options the contract defines, less 100% reimbursement', () => {
    expect([...CALIFORNIA.coinsurancePercents]).toEqual(COINSURANCE_OPTIONS.filter((c) => c !== 0));
    expect(CALIFORNIA.excludedCoinsurancePercent).toBe(0);
    expect(CALIFORNIA.defaultCoinsurancePercent).toBe(20);
    expect([...CALIFORNIA.deductibles]).toEqual([...DEDUCTIBLE_OPTIONS]);
    expect(CALIFORNIA.defaultDeductible).toBe(DEFAULT_DEDUCTIBLE);
  });
});
