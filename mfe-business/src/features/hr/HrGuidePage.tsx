// /business/hr: the HR guide: the enrollment timeline, what employees see when they enroll, and the
// payroll deduction file column by column.
import { colors, Container, space, usePageMeta } from '@tailwise/shared';
import { card, cardHeading, grid, plainList, sectionPadding } from '@tailwise/shared/layout';
import { Link } from 'react-router-dom';
import { AudienceCtas } from '../layout/AudienceCtas';
import { businessPagePaths as paths } from '../layout/business-paths';
import { businessMeta } from '../layout/page-meta';
import { PageHero } from '../layout/PageHero';
import { longText } from '../layout/long-text';
import { copy, sectionTitle, tintedBand } from '../layout/styles';
import { EMPLOYEE_STEPS, PAYROLL_COLUMNS, TIMELINE } from './hr-guide-content';

const when = { margin: 0, color: colors.primary, fontWeight: 800, fontSize: '0.9375rem' } as const;

export default function HrGuidePage() {
  usePageMeta(businessMeta.hr);
  return (
    <>
      <PageHero
        kicker="HR guide"
        title="Launching pet benefits: the HR guide"
        lead={
          <p css={{ margin: 0 }}>
            Six weeks from a signed proposal to the first deduction, a few hours of HR time in total. Here is every
            step, what your employees see, and the file your payroll team receives.
          </p>
        }
      />

      <section aria-labelledby="timeline" css={sectionPadding}>
        <Container>
          <h2 id="timeline" css={sectionTitle}>
            The enrollment timeline
          </h2>
          <ol css={{ ...plainList, ...grid(2, 3), marginTop: space(6) }}>
            {TIMELINE.map((step) => (
              <li key={step.when} css={card}>
                <p css={when}>{step.when}</p>
                <h3 css={{ ...cardHeading, marginTop: space(1) }}>{step.title}</h3>
                <p css={{ ...copy, marginTop: space(2) }}>{step.text}</p>
                <p css={{ ...copy, marginTop: space(2), fontSize: '0.9375rem' }}>
                  <strong css={{ color: colors.ink }}>You:</strong> {step.you}
                </p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="employee-view" css={tintedBand}>
        <Container>
          <h2 id="employee-view" css={sectionTitle}>
            What employees see
          </h2>
          <p css={{ ...copy, marginTop: space(3), maxWidth: '46rem' }}>
            Your enrollment page carries your name, logo, products and group discount. Enrolling takes about five
            minutes on a phone:
          </p>
          <ol css={{ margin: `${space(5)} 0 0`, paddingLeft: space(6), maxWidth: '46rem', lineHeight: 1.7 }}>
            {EMPLOYEE_STEPS.map((step) => (
              <li key={step.title} css={{ marginBottom: space(3) }}>
                <strong css={{ color: colors.ink }}>{step.title}.</strong>{' '}
                <span css={{ color: colors.muted }}>{step.text}</span>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="payroll-files-title" id="payroll-files" css={sectionPadding}>
        <Container>
          <h2 css={sectionTitle} id="payroll-files-title">
            Payroll files
          </h2>
          <div css={longText}>
            <p css={{ marginTop: space(3) }}>
              Before each payroll run we send one CSV (or your payroll provider’s import format), one row per enrolled
              employee. Set the deduction up once as a post-tax voluntary deduction; each file is then a routine import.
            </p>
            <div className="table-scroll" role="region" tabIndex={0} aria-label="Deduction file columns">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Column</th>
                    <th scope="col">Example</th>
                    <th scope="col">What it means</th>
                  </tr>
                </thead>
                <tbody>
                  {PAYROLL_COLUMNS.map((column) => (
                    <tr key={column.name}>
                      <td>
                        <code>{column.name}</code>
                      </td>
                      <td>{column.example}</td>
                      <td>{column.meaning}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p>
              Amounts are the employee’s monthly price spread evenly over your pay schedule (×12÷26 biweekly, ÷2 twice a
              month). A summary line gives the row count and total to remit by ACH. The{' '}
              <Link to="/business/blog/payroll-deduction-for-pet-insurance">payroll article</Link> covers unpaid leave,
              arrears and reconciliation.
            </p>
          </div>
        </Container>
      </section>

      <section aria-labelledby="hr-checklist" css={tintedBand}>
        <Container>
          <h2 id="hr-checklist" css={sectionTitle}>
            Your checklist
          </h2>
          <ul css={{ ...plainList, ...grid(2), marginTop: space(5) }}>
            {[
              'Agree the enrollment window and how employees prove eligibility',
              'Send the census (work emails, or employee IDs with a second fact)',
              'Approve your enrollment page and the announcement',
              'Set up the post-tax deduction code with payroll',
            ].map((item) => (
              <li key={item} css={{ ...card, padding: space(4), color: colors.ink }}>
                {item}
              </li>
            ))}
          </ul>
          <p css={{ ...copy, marginTop: space(5) }}>
            Questions about your situation? See the <Link to={paths.faq}>FAQ</Link> or{' '}
            <Link to={paths.contact}>talk to our benefits team</Link>.
          </p>
        </Container>
      </section>
      <AudienceCtas />
    </>
  );
}
