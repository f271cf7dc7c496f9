import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AppErrorBoundary } from './AppErrorBoundary';
import { UnexpectedError } from './UnexpectedError';

function Crash(): ReactNode {
  throw new Error('layout crashed');
}

describe('Unexpected Error screen', () => {
  it('shows the spec text and calls Reload', async () => {
    const onReload = jest.fn();
    render(<UnexpectedError onReload={onReload} />);
    expect(screen.getByRole('heading', { name: 'Unexpected Error' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Let’s try this again')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('replaces the app when the shell crashes while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <p>header</p>
        <Crash />
      </AppErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Error' })).toBeInTheDocument();
    expect(screen.queryByText('header')).not.toBeInTheDocument();
  });
});
