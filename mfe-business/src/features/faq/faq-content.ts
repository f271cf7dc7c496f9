// The business FAQ's questions and answers, by audience. Plain text, so the page and its tests read the same words.

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export const EMPLOYER_FAQ: readonly FaqEntry[] = [
  {
    id: 'what-does-it-cost-the-employer',
    question: 'What does it cost the employer?',
    answer:
      'Nothing. Employees pay their own premiums through payroll deduction. There is no setup fee, no minimum participation and no employer contribution, although you can choose to contribute if you want to.',
  },
  {
    id: 'who-is-eligible',
    question: 'Which employees are eligible?',
    answer:
      'Everyone on the census you send us: full-time and part-time staff, and, if you wish, retirees. Employees can cover any number of dogs and cats of any age.',
  },
  {
    id: 'when-can-employees-enroll',
    question: 'When can employees enroll?',
    answer:
      'Year-round by default, so new hires and new pets can join any time. If you prefer, we can limit enrollment to your open enrollment window; the enrollment page then shows when it reopens.',
  },
  {
    id: 'how-do-employees-prove-eligibility',
    question: 'How do employees prove they work for us?',
    answer:
      'Either with a six-digit code we send to their work email, or with their employee ID plus a second fact from your census, such as date of birth or home ZIP code. A guessed email or ID alone never claims a seat.',
  },
  {
    id: 'is-it-pre-tax',
    question: 'Is the deduction pre-tax?',
    answer:
      'No. Pet insurance is not a Section 125 qualified benefit, so it is a post-tax voluntary deduction. There is nothing for you to report.',
  },
  {
    id: 'what-happens-when-someone-leaves',
    question: 'What happens when an employee leaves?',
    answer:
      'They keep their cover if they want it, billed to their own card at the same price, with no new waiting periods. They simply drop off your next deduction file.',
  },
  {
    id: 'what-does-hr-do',
    question: 'What does HR have to do after launch?',
    answer:
      'Load one deduction file each pay period and send us census changes. Employees call our member team, not HR, with questions about cover and claims.',
  },
  {
    id: 'is-it-erisa',
    question: 'Is this an ERISA plan?',
    answer:
      'Tailwise is offered as a voluntary benefit: the employer does not contribute, endorse beyond making it available, or receive payment, which keeps it outside ERISA under the Department of Labor’s voluntary plan safe harbour. If you choose to contribute, talk to your counsel or broker first.',
  },
];

export const BROKER_FAQ: readonly FaqEntry[] = [
  {
    id: 'how-is-commission-paid',
    question: 'How is broker commission paid?',
    answer:
      'Monthly, as a percentage of the premium collected from every employee your clients enroll, for as long as each policy stays in force. The schedule is in the broker agreement we send after your enquiry.',
  },
  {
    id: 'do-i-need-a-licence',
    question: 'Do I need a licence?',
    answer:
      'Yes: an active property and casualty (or equivalent) producer licence in the states where you place business. We appoint you with our insurer before your first client launches.',
  },
  {
    id: 'how-fast-are-quotes',
    question: 'How fast can I quote a client?',
    answer:
      'Within one business day. A headcount, the state and the products the client wants are enough for a group rate; a census makes the proposal exact.',
  },
  {
    id: 'can-i-co-brand',
    question: 'Can I co-brand the materials?',
    answer:
      'Yes. Proposals, announcement emails and flyers carry your agency’s name and logo next to your client’s, and your clients’ enrollment pages can name you as their broker.',
  },
  {
    id: 'what-reporting-do-brokers-get',
    question: 'What reporting do I get?',
    answer:
      'A quarterly report for each client: eligible employees, enrollments, pets covered and claims paid in total, without any member’s personal details.',
  },
];
