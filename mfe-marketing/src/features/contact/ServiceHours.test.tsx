import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { defaultFlagsState, FlagsProvider } from '@tailwise/shared';
import { renderToString } from 'react-dom/server';
import { ServiceHours } from './ServiceHours';

// 2026-11-23 is a Monday. 15:00Z is 10 AM in New York; 03:00Z on Sunday the 22nd is Saturday 10 PM there.
const mondayMorning = () => new Date('2026-11-23T15:00:00Z');
const saturdayNight = () => new Date('2026-11-22T03:00:00Z');

describe('ServiceHours', () => {
  it('lists the hours and says we are open, computed in New York time after mount', () => {
    render(<ServiceHours now={mondayMorning} />);
    expect(screen.getByTestId('service-status')).toHaveTextContent('Open now until 6 PM ET');
    expect(screen.getByText('Monday–Friday: 9 AM – 6 PM ET')).toBeInTheDocument();
    expect(screen.getByText('Saturday: 11 AM – 7:30 PM ET')).toBeInTheDocument();
  });

  it('says when we open next when closed', () => {
    render(<ServiceHours now={saturdayNight} />);
    expect(screen.getByTestId('service-status')).toHaveTextContent('Closed, opens Monday at 9 AM ET');
  });

  it('follows the hours Remote Config provides', () => {
    const hours = [{ days: [1], open: '08:00', close: '09:00' }];
    render(
      <FlagsProvider value={{ ...defaultFlagsState, serviceHours: hours }}>
        <ServiceHours now={mondayMorning} />
      </FlagsProvider>,
    );
    expect(screen.getByTestId('service-status')).toHaveTextContent('Closed, opens Monday at 8 AM ET');
    expect(screen.getByText('Monday: 8 AM – 9 AM ET')).toBeInTheDocument();
  });

  it('renders the same neutral markup on the server whatever the time, so hydration agrees', () => {
    const a = renderToString(<ServiceHours now={mondayMorning} />);
    const b = renderToString(<ServiceHours now={saturdayNight} />);
    expect(a).toBe(b);
    expect(a).toContain('Checking our hours');
    expect(a).not.toMatch(/Open now|Closed,/);
  });

  it('updates every minute', () => {
    jest.useFakeTimers();
    let now = new Date('2026-11-23T22:59:00Z'); // 5:59 PM in New York
    render(<ServiceHours now={() => now} />);
    expect(screen.getByTestId('service-status')).toHaveTextContent('Open now until 6 PM ET');
    now = new Date('2026-11-23T23:00:30Z');
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByTestId('service-status')).toHaveTextContent('Closed, opens tomorrow at 9 AM ET');
    jest.useRealTimers();
  });
});
