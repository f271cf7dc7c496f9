// Every front-end test file: jest-dom's matchers, and how long a findBy/waitFor waits. A page's first render loads its
// lazy chunks, which on CI's two busy cores took longer than Testing Library's default second (the employer blog's
// first test); a wait is an upper bound, so a longer one fails no passing test and proves nothing less.
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });
