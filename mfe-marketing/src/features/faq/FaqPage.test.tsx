import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router-dom';
import { homeFaqTeaser } from '../home/home-faq-teaser';
import { allFaqIds, faqSections } from './faq-content';
import FaqPage from './FaqPage';

const scrolled: string[] = [];

beforeAll(() => {
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this.id);
  };
});
beforeEach(() => {
  scrolled.length = 0;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    cb(0);
    return 0;
  });
});
afterEach(() => jest.restoreAllMocks());

const question = (name: string) => screen.getByRole('button', { name });

describe('FAQ page', () => {
  it('groups questions in the five sections, all closed to begin with', () => {
    render(
      <MemoryRouter initialEntries={['/faq']}>
        <FaqPage />
      </MemoryRouter>,
    );
    expect(faqSections.map((s) => s.id)).toEqual(['coverage', 'claims', 'billing', 'wellness', 'business']);
    for (const s of faqSections) expect(screen.getByRole('heading', { level: 2, name: s.title })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    expect(scrolled).toEqual([]);
  });

  it('opens the question named by the hash, scrolls to it and focuses it', () => {
    render(
      <MemoryRouter initialEntries={['/faq#how-do-claims-work']}>
        <FaqPage />
      </MemoryRouter>,
    );
    const button = question('How do claims work?');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('Most claims are decided within 5 business days');
    expect(scrolled).toContain('how-do-claims-work');
    expect(button).toHaveFocus();
    // Only that one.
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it('toggles answers with the keyboard', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/faq']}>
        <FaqPage />
      </MemoryRouter>,
    );
    const button = question('Can I use any vet?');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('can-i-use-any-vet-answer')).toBeVisible();
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('can-i-use-any-vet-answer')).not.toBeVisible();
  });

  it('opens a question when an in-app link changes the hash', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/faq']}>
        <Link to="/faq#how-do-i-cancel">cancel link</Link>
        <FaqPage />
      </MemoryRouter>,
    );
    await user.click(screen.getByText('cancel link'));
    expect(question('How do I cancel?')).toHaveAttribute('aria-expanded', 'true');
    expect(scrolled).toContain('how-do-i-cancel');
  });

  it('gives every question its own deep link', () => {
    render(
      <MemoryRouter initialEntries={['/faq']}>
        <FaqPage />
      </MemoryRouter>,
    );
    const item = document.querySelector('[data-faq-item="is-dental-care-covered"]') as HTMLElement;
    expect(within(item).getByRole('link', { name: /Link to this question/ })).toHaveAttribute(
      'href',
      '/faq#is-dental-care-covered',
    );
    expect(new Set(allFaqIds).size).toBe(allFaqIds.length);
  });

  it('expands and collapses everything', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/faq']}>
        <FaqPage />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Expand all answers' }));
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(allFaqIds.length);
    await user.click(screen.getByRole('button', { name: 'Collapse all answers' }));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('renders every answer closed on the server even with a hash, so hydration agrees', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/faq#how-do-claims-work']}>
        <FaqPage />
      </MemoryRouter>,
    );
    expect(html).not.toContain('aria-expanded="true"');
    expect(html).toContain('id="how-do-claims-work"');
  });

  it('links the home page teaser only to questions that exist', () => {
    for (const item of homeFaqTeaser) expect(allFaqIds).toContain(item.id);
  });

  it('handles a hash that names a section rather than a question', () => {
    render(
      <MemoryRouter initialEntries={['/faq#billing']}>
        <FaqPage />
      </MemoryRouter>,
    );
    act(() => undefined);
    expect(scrolled).toContain('billing');
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });
});
