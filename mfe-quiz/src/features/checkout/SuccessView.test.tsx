// The success screen's cover dates: each label stays with its own date (a phone wraps the rows).
import { fixtures, renderRemote } from '@tailwise/shared/testing';
import { screen, within } from '@testing-library/react';
import { COVER_START_RULE } from '@tailwise/shared/contract/cover';
import { formatLocalDateWithWeekday } from '@tailwise/shared/format';
import { parseIsoDay } from '../price/cover-dates';
import { SuccessView } from './SuccessView';

it('pairs each waiting period with its date, in rows apart from each other', async () => {
  const result = fixtures.checkoutResult();
  const name = result.pets[0]!.name;
  renderRemote({ ui: <SuccessView result={result} flowId="StartQuiz" />, route: '/start/checkout' });
  const group = await screen.findByRole('group', { name: `When ${name}’s cover starts` });
  const terms = within(group).getAllByRole('term');
  expect(terms.map((t) => t.textContent)).toEqual(['Accidents', 'Illnesses', 'Cruciate ligament']);
  for (const term of terms) {
    const row = term.parentElement!;
    // The label and its date share a row of their own; rows are spaced apart, not the label from its date.
    expect(within(row).getByRole('definition')).toHaveTextContent(/^from /);
    expect(within(row).getAllByRole('term')).toHaveLength(1);
    expect(getComputedStyle(within(row).getByRole('definition')).textAlign).toBe('right');
  }
  expect(getComputedStyle(terms[1]!.parentElement!).borderTopStyle).toBe('solid');
});

it('states the one cover rule with the API’s start date, and each waiting period’s end as the API dated it', async () => {
  const result = fixtures.checkoutResult();
  const insurance = result.insuranceAgreements[0]!;
  const name = result.pets[0]!.name;
  renderRemote({ ui: <SuccessView result={result} flowId="StartQuiz" />, route: '/start/checkout' });
  const group = await screen.findByRole('group', { name: `When ${name}’s cover starts` });
  const day = (iso: string) => formatLocalDateWithWeekday(parseIsoDay(iso));
  expect(within(group).getByText(`${COVER_START_RULE}: ${day(insurance.startDate)}.`)).toBeInTheDocument();
  expect(
    within(group)
      .getAllByRole('definition')
      .map((d) => d.textContent),
  ).toEqual([
    `from ${day(insurance.accidentCoverageDate)}`,
    `from ${day(insurance.illnessCoverageDate)}`,
    `from ${day(insurance.cruciateLigamentCoverageDate)}`,
  ]);
});
