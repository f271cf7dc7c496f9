// The success screen's cover dates: each label stays with its own date (a phone wraps the rows).
import { fixtures, renderRemote } from '@tailwise/shared/testing';
import { screen, within } from '@testing-library/react';
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
