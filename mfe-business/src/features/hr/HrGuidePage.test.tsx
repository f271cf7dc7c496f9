// /business/hr: the enrollment timeline, what employees see, and the payroll file's columns.
import { screen, within } from '@testing-library/react';
import { renderRemote } from '@tailwise/shared/testing';
import { businessPageRoutes } from '../../routes';
import { PAYROLL_COLUMNS, TIMELINE } from './hr-guide-content';

describe('/business/hr', () => {
  it('covers the enrollment timeline, the employee’s view and the payroll file', async () => {
    renderRemote({ routes: businessPageRoutes, route: '/business/hr', queryScope: 'page' });
    expect(await screen.findByRole('heading', { level: 1, name: /the HR guide/ })).toBeInTheDocument();
    for (const step of TIMELINE) expect(screen.getByRole('heading', { name: step.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What employees see' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(PAYROLL_COLUMNS.length + 1);
    expect(within(table).getByText('employee_id')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payroll files' })).toHaveAttribute('id', 'payroll-files');
  });
});
