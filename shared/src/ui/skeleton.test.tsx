// @tailwise/shared/skeleton keeps the look every loading placeholder relies on.
import { render, screen } from '@testing-library/react';
import { colors } from '../theme/theme';
import { SkeletonBlock, SkeletonStatus } from './skeleton';

// Emotion may insert its rules with insertRule, leaving the style elements' text empty.
const emotionRules = () =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    .join('\n');

describe('SkeletonBlock', () => {
  it('takes the size and corners it is given, is hidden from screen readers, and a css prop adds to it', () => {
    const { container } = render(<SkeletonBlock width="40%" height={57} radius="6px" css={{ marginTop: 12 }} />);
    const block = container.firstElementChild!;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveStyle({ width: '40%', height: '57px', borderRadius: '6px', marginTop: '12px' });
  });

  it('fills its row by default and stops pulsing for visitors who ask for reduced motion', () => {
    const { container } = render(<SkeletonBlock height="15rem" />);
    const block = container.firstElementChild!;
    expect(block).toHaveStyle({ width: '100%', height: '15rem', borderRadius: '8px', backgroundColor: colors.border });
    const className = Array.from(block.classList).find((name) => name.startsWith('css-'))!;
    const rules = emotionRules();
    const pulse = rules.match(new RegExp(`\\.${className} \\{[^}]*animation: (\\S+) 1\\.4s ease-in-out infinite;`));
    expect(pulse).not.toBeNull();
    expect(rules).toMatch(
      new RegExp(`@keyframes ${pulse![1]} \\{\\s*0%,100% \\{opacity: 0\\.5;\\}\\s*50% \\{opacity: 1;\\}`),
    );
    expect(rules).toMatch(
      new RegExp(`@media \\(prefers-reduced-motion: reduce\\) \\{\\.${className} \\{[^}]*\\banimation: none;`),
    );
  });
});

describe('SkeletonStatus', () => {
  it('says what is loading as its text and its name, with no label of its own, and its layout comes from css', () => {
    render(
      <SkeletonStatus label="Loading your details" css={{ display: 'grid', gap: 16 }}>
        <SkeletonBlock height={48} />
      </SkeletonStatus>,
    );
    const status = screen.getByRole('status', { name: 'Loading your details…' });
    expect(status).toHaveTextContent(/^Loading your details…$/);
    expect(status).not.toHaveAttribute('aria-label');
    expect(status).toHaveStyle({ display: 'grid', gap: '16px' });
  });

  it('gives two placeholders on one page their own names', () => {
    render(
      <>
        <SkeletonStatus label="Loading your pets">
          <SkeletonBlock height={48} />
        </SkeletonStatus>
        <SkeletonStatus label="Loading reviews">
          <SkeletonBlock height={48} />
        </SkeletonStatus>
      </>,
    );
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Loading your pets…', 'Loading reviews…']);
    expect(screen.getByRole('status', { name: 'Loading reviews…' })).toBeInTheDocument();
  });
});
