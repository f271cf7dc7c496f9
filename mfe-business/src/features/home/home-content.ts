// The words of /business, kept apart from its layout so they can be read (and changed) as text.
import { coverStartRule } from '@tailwise/shared/contract/cover';

export const REASONS = [
  {
    title: 'Wanted by your people',
    text: 'Pet insurance is one of the most requested voluntary benefits, and pet parents are in every team and every generation.',
  },
  {
    title: 'No cost to the company',
    text: 'Employees pay their own premiums through payroll. There is no employer contribution, no minimum participation and no setup fee.',
  },
  {
    title: 'Less money stress',
    text: 'Up to 100% of an unexpected vet bill back means nobody has to choose between their pet and their rent, or take days off to sort it out.',
  },
  {
    title: 'No work for HR',
    text: 'We run enrollment, answer employees’ questions, pay claims and send one deduction file each pay period.',
  },
] as const;

export const PAYROLL_STEPS = [
  {
    title: 'The employee enrolls',
    text: 'On their own enrollment page, they confirm they work for you and choose cover for each pet.',
  },
  {
    title: 'No card needed',
    text: `The first premium comes out of the next paycheck. ${coverStartRule('they')} (the day they enroll), and the standard waiting periods count from that day.`,
  },
  {
    title: 'You receive one file',
    text: 'Before each payroll run we send a deduction file: employee, amount and period, ready for your payroll system.',
  },
  {
    title: 'Changes flow through',
    text: 'New pets, cancellations and leavers appear in the next file. Deductions are post-tax, so there is nothing to file.',
  },
] as const;

export const GROUP_DISCOUNT_POINTS = [
  {
    title: 'Applied automatically',
    text: 'Your group’s discount is attached to your enrollment page: employees see it in every price and never type a code.',
  },
  {
    title: 'Set with your group',
    text: 'The group rate depends on the size of your team and the products you offer. Your proposal states it in writing.',
  },
  {
    title: 'Stacks with multi-pet',
    text: 'The group discount comes on top of the multi-pet discount for a second pet, for as long as the employee stays enrolled.',
  },
] as const;
