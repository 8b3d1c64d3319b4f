/** The 24 demo experts: pen name, the discipline groups they cover, and a line about them. */
export const WRITER_PROFILES: ReadonlyArray<{
  penName: string;
  groups: readonly number[];
  background: string;
}> = [
  {
    penName: 'Adrian K.',
    groups: [1, 7],
    background:
      'MSc in Computer Science; eight years of teaching Python and Java to first-year students.',
  },
  {
    penName: 'Beatrice L.',
    groups: [3, 5],
    background:
      'Statistician who spent six years in clinical research before moving to teaching R and SPSS.',
  },
  {
    penName: 'Carlos M.',
    groups: [2, 1],
    background: 'Full-stack developer specialising in JavaScript, React and Node.js.',
  },
  {
    penName: 'Dana P.',
    groups: [4, 3],
    background: 'Database administrator; writes SQL daily and explains query plans patiently.',
  },
  {
    penName: 'Elliot R.',
    groups: [6, 5],
    background:
      'Mechanical engineer and MATLAB power user; numerical methods are his favourite topic.',
  },
  {
    penName: 'Farah S.',
    groups: [8, 3],
    background: 'PhD candidate in machine learning with a focus on clear, reproducible notebooks.',
  },
  {
    penName: 'Gregory T.',
    groups: [1, 9],
    background: 'C and C++ developer from embedded systems and game engines.',
  },
  {
    penName: 'Hannah W.',
    groups: [5, 3],
    background: 'Operations research analyst; linear programming and optimisation models.',
  },
  {
    penName: 'Ivan V.',
    groups: [7, 1],
    background: 'Competitive programmer and algorithms tutor.',
  },
  {
    penName: 'Julia N.',
    groups: [3, 4],
    background: 'Business analyst; Excel modelling, pivot tables and dashboards.',
  },
  {
    penName: 'Kenji O.',
    groups: [9, 1],
    background: 'Mobile developer with apps in both the App Store and Google Play.',
  },
  {
    penName: 'Laura B.',
    groups: [2, 4],
    background: 'PHP and Laravel developer who also teaches web accessibility.',
  },
  {
    penName: 'Marcus D.',
    groups: [7, 10],
    background: 'Software architect; UML, design patterns and capstone project mentoring.',
  },
  {
    penName: 'Nadia F.',
    groups: [3, 8],
    background: 'Data scientist working with Python, pandas and scikit-learn.',
  },
  {
    penName: 'Oscar G.',
    groups: [1, 2],
    background: 'Ruby and Rails developer, open-source contributor.',
  },
  {
    penName: 'Priya H.',
    groups: [5, 6],
    background: 'Applied mathematician: calculus, linear algebra and Mathematica.',
  },
  {
    penName: 'Quentin J.',
    groups: [7, 1],
    background: 'Systems programmer; operating systems, networks and Rust.',
  },
  {
    penName: 'Rosa E.',
    groups: [3, 5],
    background: 'Econometrics lecturer; Stata, SAS and regression analysis.',
  },
  {
    penName: 'Samuel C.',
    groups: [4, 10],
    background: 'Data engineer; database design, MongoDB and PostgreSQL.',
  },
  {
    penName: 'Tamara I.',
    groups: [8, 7],
    background: 'NLP researcher who enjoys turning papers into working code.',
  },
  {
    penName: 'Umar A.',
    groups: [1, 6],
    background: 'Electrical engineer; signal processing in MATLAB and Python.',
  },
  {
    penName: 'Victoria Y.',
    groups: [2, 10],
    background: 'Front-end lead with AngularJS and TypeScript projects behind her.',
  },
  {
    penName: 'William Z.',
    groups: [10, 7],
    background: 'Project mentor for programming and capstone projects.',
  },
  {
    penName: 'Xenia Q.',
    groups: [5, 1],
    background: 'Newcomer: graduate in mathematics and Haskell enthusiast.',
  },
];

export const TESTIMONIAL_OPENINGS = [
  'Great work on my {discipline} assignment.',
  'The expert explained every step of the {discipline} task.',
  'Delivered before the deadline and the {discipline} code ran on the first try.',
  'Very clear comments in the {discipline} solution.',
  'I finally understand the {discipline} topic I was stuck on.',
  'Second order with this expert, {discipline} again, and again excellent.',
  'Helpful and patient with my questions about {discipline}.',
  'Detailed report and tidy code for my {discipline} project.',
];

export const TESTIMONIAL_CLOSINGS = [
  'Will order again.',
  'Highly recommended.',
  'Thank you!',
  'Worth every cent.',
  'Communication was fast and friendly.',
  'The revision I asked for was done within hours.',
  'Exactly what the instructions asked for.',
  'My tutor was impressed by the structure.',
];

export const ORDER_TITLE_TEMPLATES = [
  '{discipline}: introductory exercises',
  '{discipline} lab assignment',
  '{discipline} homework, weeks 3 to 5',
  'Debugging a {discipline} program',
  '{discipline} final project',
  '{discipline} problem set',
  'Code review of a {discipline} solution',
  '{discipline} case study',
  'Midterm revision: {discipline}',
  '{discipline} mini project with report',
];

export const PORTFOLIO_TEMPLATES: ReadonlyArray<{ title: string; summary: string; body: string }> =
  [
    {
      title: '{discipline}: solved exercise set with explanations',
      summary: 'Ten graded exercises solved step by step, with the reasoning behind each step.',
      body: 'The set starts with the basic definitions and builds up to two longer problems. Every solution states the approach first, then the working, then a short check of the result. Common mistakes are pointed out where students usually make them.',
    },
    {
      title: '{discipline} project: from specification to tested code',
      summary: 'A small but complete project with a README, tests and a short design note.',
      body: 'The project follows the specification of a typical second-year course. The design note explains the main decisions and their alternatives; the tests cover normal use and the edge cases named in the assignment. The README shows how to run everything from a clean checkout.',
    },
    {
      title: 'Report: applying {discipline} to a real data set',
      summary: 'A short report with figures, tables and the full reproducible workflow.',
      body: 'The report describes the data, the questions asked and the methods chosen, then presents the results with figures and tables. An appendix lists every step so that the analysis can be repeated exactly. Limitations and possible next steps close the report.',
    },
    {
      title: '{discipline} cheat sheet and worked examples',
      summary: 'A two-page summary of the key ideas with five worked examples.',
      body: 'The cheat sheet condenses a semester of {discipline} into the facts and patterns used most often in assignments and exams. Each worked example is chosen to show one idea clearly, with a short note on when to use it.',
    },
  ];
