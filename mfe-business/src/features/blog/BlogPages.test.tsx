// The employer blog: the list links every article, an article renders its generated text, and an
// unknown slug is the 404 page.
import { screen } from '@testing-library/react';
import { renderRemote } from '@tailwise/shared/testing';
import { businessPageRoutes } from '../../routes';
import { articles } from './generated/blog-index';

const open = (route: string) => renderRemote({ routes: businessPageRoutes, route, queryScope: 'page' });

describe('employer blog', () => {
  it('lists every article, newest first, linking to its page', async () => {
    open('/business/blog');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Pet benefits, explained');
    const links = screen.getAllByRole('link').filter((l) => l.getAttribute('href')?.startsWith('/business/blog/'));
    expect(links.map((l) => l.getAttribute('href'))).toEqual(articles.map((a) => `/business/blog/${a.slug}`));
  });

  it('renders an article’s text with its outline, and links to the others', async () => {
    open('/business/blog/payroll-deduction-for-pet-insurance');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Payroll deduction for pet insurance');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'What the deduction file contains' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'In this article' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/business/blog');
  });

  it('is the not-found page for an unknown article', async () => {
    open('/business/blog/no-such-article');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Payroll');
    expect(screen.queryByRole('navigation', { name: 'In this article' })).not.toBeInTheDocument();
  });
});
