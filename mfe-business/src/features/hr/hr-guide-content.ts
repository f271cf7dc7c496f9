// The HR guide's timeline, the employee's enrollment steps and the deduction file's columns, as data.

export const TIMELINE = [
  {
    when: 'Week 1',
    title: 'Kickoff and census',
    text: 'A 30-minute call to agree dates and the eligibility check, then the census of eligible employees.',
    you: 'Join the call; send the census.',
  },
  {
    when: 'Week 2',
    title: 'Your enrollment page',
    text: 'We build your page with your name, logo, products and group discount, and send a preview link.',
    you: 'Check the preview and approve it.',
  },
  {
    when: 'Weeks 3–4',
    title: 'Announcement',
    text: 'An email, an intranet post, a flyer with a QR code and an optional 15-minute lunch-and-learn.',
    you: 'Send the announcement we draft for you.',
  },
  {
    when: 'Week 5',
    title: 'Enrollment opens',
    text: 'Employees enroll on your page. Our member team answers their questions by phone, chat and email.',
    you: 'Nothing: questions come to us.',
  },
  {
    when: 'Week 6',
    title: 'First deduction file',
    text: 'Before your first payroll run after enrollment opens, the first file arrives. Then one before every run.',
    you: 'Payroll loads the file.',
  },
  {
    when: 'Every quarter',
    title: 'Participation report',
    text: 'Enrollments, pets covered and claims paid in total: no member’s personal details.',
    you: 'Read it, or forward it to your broker.',
  },
] as const;

export const EMPLOYEE_STEPS = [
  {
    title: 'Find their employer',
    text: 'From the link or QR code in your announcement, or by searching for your organisation on tailwise.com/enroll.',
  },
  {
    title: 'Prove their seat',
    text: 'A six-digit code sent to their work email, or their employee ID plus the second fact from your census.',
  },
  {
    title: 'Tell us about their pets',
    text: 'Name, species, breed and age: no medical records needed to enroll.',
  },
  {
    title: 'Choose their cover',
    text: 'Insurance, a wellness plan or both, with the price per paycheck shown, group discount included.',
  },
  {
    title: 'Confirm',
    text: 'No card needed: the premium comes out of their pay. They get their policy documents by email at once.',
  },
] as const;

export const PAYROLL_COLUMNS = [
  { name: 'employee_id', example: 'FEN-0042', meaning: 'Your identifier, from the census' },
  { name: 'last_name, first_name', example: 'Alvarez, Sam', meaning: 'As on the census' },
  { name: 'deduction_code', example: 'PETINS', meaning: 'The code you set up once' },
  { name: 'amount', example: '19.38', meaning: 'This pay period, in dollars' },
  { name: 'period_start, period_end', example: '2026-11-02, 2026-11-15', meaning: 'The pay period it belongs to' },
  { name: 'change', example: 'NEW', meaning: 'NEW, CHANGED, STOPPED, or blank when nothing changed' },
] as const;
