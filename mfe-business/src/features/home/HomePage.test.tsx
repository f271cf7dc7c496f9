// /business: the sections an HR manager looks for, and the ways on for HR teams and brokers.
import { screen } from '@testing-library/react';
import { coverStartRule } from '@tailwise/shared/contract/cover';
import { renderRemote } from '@tailwise/shared/testing';
import { businessPageRoutes } from '../../routes';

describe('/business', () => {
  it('makes the case, explains payroll deduction, prices and the group discount, and leads HR and brokers on', async () => {
    renderRemote({ routes: businessPageRoutes, route: '/business', queryScope: 'page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The benefit your pet parents will actually use' }),
    ).toBeInTheDocument();
    for (const name of [
      'Why offer pet benefits',
      'How payroll deduction works',
      'What it costs per paycheck',
      'The group discount',
      'For HR and benefits teams',
      'For brokers and consultants',
    ])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Get a proposal' })[0]).toHaveAttribute('href', '/business/contact');
    expect(screen.getByRole('link', { name: 'The broker programme' })).toHaveAttribute('href', '/business/brokers');
    expect(screen.getByRole('link', { name: 'Employers' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when an employee’s cover starts by the contract’s one rule: the day they buy (enroll)', async () => {
    renderRemote({ routes: businessPageRoutes, route: '/business', queryScope: 'page' });
    const step = (await screen.findByRole('heading', { name: 'No card needed' })).parentElement!;
    expect(step).toHaveTextContent(
      `${coverStartRule('they')} (the day they enroll), and the standard waiting periods count from that day.`,
    );
  });
});
