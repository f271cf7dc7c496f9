// /business/faq: employers' and brokers' questions, each answer linkable by its id.
import { screen } from '@testing-library/react';
import { renderRemote } from '@tailwise/shared/testing';
import { businessPageRoutes } from '../../routes';
import { BROKER_FAQ, EMPLOYER_FAQ } from './faq-content';

describe('/business/faq', () => {
  it('lists employer and broker questions, opening an answer on click', async () => {
    const { user } = renderRemote({ routes: businessPageRoutes, route: '/business/faq', queryScope: 'page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pet benefits FAQ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'For employers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'For brokers' })).toBeInTheDocument();
    for (const entry of [...EMPLOYER_FAQ, ...BROKER_FAQ]) expect(screen.getByText(entry.question)).toBeInTheDocument();
    const question = screen.getByText('What does it cost the employer?');
    expect(question.closest('details')).not.toHaveAttribute('open');
    await user.click(question);
    expect(question.closest('details')).toHaveAttribute('open');
    expect(new Set([...EMPLOYER_FAQ, ...BROKER_FAQ].map((e) => e.id)).size).toBe(
      EMPLOYER_FAQ.length + BROKER_FAQ.length,
    );
  });
});
