/*
 * The demo experts, one description each: the seed (seed-data.ts, demo-history.ts) derives
 * everything the pages show about an expert from it, so a new line here stays coherent: their
 * disciplines, their about (the background, then the subjects), portfolio, experience, and a
 * history of finished orders with the reviews, rating and badges those orders earn.
 */

/** How long an expert has worked with us, which sets their experience and history's size. */
export type ExpertLevel = 'newcomer' | 'junior' | 'mid' | 'senior';

export type ExpertDescription = {
  penName: string;
  level: ExpertLevel;
  /** Discipline slugs (catalogue-data.ts). The page's title names the first in catalogue order. */
  subjects: readonly string[];
  /** A line about them that names no discipline outside `subjects` (seed-coherence.test.ts). */
  background: string;
  /** Their portfolio: each a distinct title in one of their subjects, with its paper type's id. */
  portfolio: ReadonlyArray<{ subject: string; title: string; paperTypeId: number }>;
};

export const EXPERTS: readonly ExpertDescription[] = [
  {
    penName: 'Adrian K.',
    level: 'senior',
    subjects: ['python', 'java', 'algorithms-data-structures'],
    background:
      'MSc in Computer Science; eight years of teaching first-year programming, with a soft spot for clean, tested code.',
    portfolio: [
      { subject: 'python', title: 'Inventory manager in Python with unit tests', paperTypeId: 2 },
      {
        subject: 'java',
        title: 'Bank account simulator in Java: classes, interfaces and JUnit tests',
        paperTypeId: 1,
      },
      {
        subject: 'algorithms-data-structures',
        title: 'Graph search compared: BFS, DFS and Dijkstra on one road map',
        paperTypeId: 8,
      },
    ],
  },
  {
    penName: 'Beatrice L.',
    level: 'senior',
    subjects: ['r-programming', 'spss', 'statistics'],
    background:
      'Statistician who spent six years in clinical research before teaching survey and trial analysis.',
    portfolio: [
      {
        subject: 'r-programming',
        title: 'Logistic regression of a clinical trial data set in R',
        paperTypeId: 5,
      },
      {
        subject: 'spss',
        title: 'Survey reliability and factor analysis in SPSS',
        paperTypeId: 6,
      },
      {
        subject: 'statistics',
        title: 'Choosing the right hypothesis test: a worked guide',
        paperTypeId: 6,
      },
    ],
  },
  {
    penName: 'Carlos M.',
    level: 'mid',
    subjects: ['javascript', 'react', 'nodejs', 'html-css'],
    background: 'Full-stack developer who builds web apps end to end and explains every layer.',
    portfolio: [
      { subject: 'react', title: 'Task board in React with hooks and tests', paperTypeId: 2 },
      {
        subject: 'nodejs',
        title: 'REST API in Node.js with validation and error handling',
        paperTypeId: 2,
      },
    ],
  },
  {
    penName: 'Dana P.',
    level: 'mid',
    subjects: ['sql', 'mysql', 'postgresql'],
    background:
      'Database administrator who writes queries daily and explains query plans patiently.',
    portfolio: [
      {
        subject: 'sql',
        title: 'Twelve SQL queries on a library database, from joins to window functions',
        paperTypeId: 8,
      },
      {
        subject: 'postgresql',
        title: 'Indexing a slow PostgreSQL report: before and after',
        paperTypeId: 4,
      },
    ],
  },
  {
    penName: 'Elliot R.',
    level: 'senior',
    subjects: ['matlab', 'simulink', 'numerical-methods'],
    background:
      'Mechanical engineer and long-time simulation user; numerical methods are his favourite topic.',
    portfolio: [
      {
        subject: 'matlab',
        title: 'Heat conduction in a rod solved with finite differences in MATLAB',
        paperTypeId: 7,
      },
      {
        subject: 'simulink',
        title: 'Cruise control model in Simulink with a tuned PID controller',
        paperTypeId: 7,
      },
      {
        subject: 'numerical-methods',
        title: 'Root finding compared: bisection, Newton and secant',
        paperTypeId: 9,
      },
    ],
  },
  {
    penName: 'Farah S.',
    level: 'mid',
    subjects: ['machine-learning', 'deep-learning', 'python'],
    background: 'PhD candidate who cares about clear, reproducible notebooks.',
    portfolio: [
      {
        subject: 'machine-learning',
        title: 'Predicting house prices: a reproducible notebook',
        paperTypeId: 5,
      },
      {
        subject: 'deep-learning',
        title: 'Image classifier with a small convolutional network',
        paperTypeId: 2,
      },
    ],
  },
  {
    penName: 'Gregory T.',
    level: 'senior',
    subjects: ['c-programming', 'cpp', 'game-programming'],
    background:
      'Developer from embedded systems and game engines, careful about memory and performance.',
    portfolio: [
      {
        subject: 'c-programming',
        title: 'Linked list library in C with a memory-leak check',
        paperTypeId: 1,
      },
      {
        subject: 'cpp',
        title: 'Matrix class in C++ with operator overloading and tests',
        paperTypeId: 2,
      },
      {
        subject: 'game-programming',
        title: "A 2D platformer's game loop and collision detection",
        paperTypeId: 2,
      },
    ],
  },
  {
    penName: 'Hannah W.',
    level: 'mid',
    subjects: ['linear-programming', 'operations-research', 'excel'],
    background: 'Analyst who builds optimisation models for production and transport planning.',
    portfolio: [
      {
        subject: 'linear-programming',
        title: 'Production planning as a linear programme, solved and explained',
        paperTypeId: 9,
      },
      {
        subject: 'excel',
        title: 'Transport problem in Excel Solver with a sensitivity report',
        paperTypeId: 5,
      },
    ],
  },
  {
    penName: 'Ivan V.',
    level: 'senior',
    subjects: ['algorithms-data-structures', 'theory-of-computation', 'cpp'],
    background: 'Competitive programmer and tutor who turns proofs into working code.',
    portfolio: [
      {
        subject: 'algorithms-data-structures',
        title: 'Dynamic programming: six classic problems solved step by step',
        paperTypeId: 8,
      },
      {
        subject: 'theory-of-computation',
        title: 'Automata exercises: from regular expressions to DFAs',
        paperTypeId: 8,
      },
    ],
  },
  {
    penName: 'Julia N.',
    level: 'mid',
    subjects: ['excel', 'data-visualization', 'sql'],
    background:
      'Business analyst: financial models, pivot tables and dashboards that managers can read.',
    portfolio: [
      {
        subject: 'excel',
        title: 'Three-year financial model in Excel with scenarios',
        paperTypeId: 5,
      },
      {
        subject: 'data-visualization',
        title: 'Sales dashboard with clear charts and a one-page summary',
        paperTypeId: 13,
      },
    ],
  },
  {
    penName: 'Kenji O.',
    level: 'mid',
    subjects: ['android-development', 'ios-development', 'kotlin', 'swift'],
    background: 'Mobile developer with apps published on both the App Store and Google Play.',
    portfolio: [
      {
        subject: 'android-development',
        title: 'Notes app for Android with offline storage',
        paperTypeId: 2,
      },
      {
        subject: 'ios-development',
        title: 'Weather app for iOS with a clean MVVM structure',
        paperTypeId: 2,
      },
    ],
  },
  {
    penName: 'Laura B.',
    level: 'mid',
    subjects: ['php', 'laravel', 'html-css'],
    background: 'Web developer who also teaches web accessibility.',
    portfolio: [
      {
        subject: 'laravel',
        title: 'Booking system in Laravel with authentication',
        paperTypeId: 2,
      },
      {
        subject: 'php',
        title: 'Contact form in plain PHP, validated and safe from injection',
        paperTypeId: 1,
      },
    ],
  },
  {
    penName: 'Marcus D.',
    level: 'senior',
    subjects: ['software-engineering', 'uml-system-design', 'capstone-project'],
    background:
      'Software architect who mentors final-year teams on design patterns and documentation.',
    portfolio: [
      {
        subject: 'uml-system-design',
        title: 'Library system designed in UML: use cases, classes and sequences',
        paperTypeId: 10,
      },
      {
        subject: 'capstone-project',
        title: 'Capstone project plan with requirements, risks and milestones',
        paperTypeId: 12,
      },
    ],
  },
  {
    penName: 'Nadia F.',
    level: 'mid',
    subjects: ['python', 'data-mining', 'machine-learning', 'statistics'],
    background: 'Data scientist working with pandas and scikit-learn on real business data.',
    portfolio: [
      {
        subject: 'data-mining',
        title: 'Customer segmentation with k-means clustering',
        paperTypeId: 5,
      },
      {
        subject: 'python',
        title: 'Cleaning a messy data set with pandas, step by step',
        paperTypeId: 5,
      },
    ],
  },
  {
    penName: 'Oscar G.',
    level: 'junior',
    subjects: ['ruby', 'ruby-on-rails'],
    background: 'Developer and open-source contributor who likes small, well-tested apps.',
    portfolio: [
      {
        subject: 'ruby-on-rails',
        title: 'Blog engine in Rails with comments and tests',
        paperTypeId: 2,
      },
      {
        subject: 'ruby',
        title: 'Text adventure in Ruby: classes, modules and specs',
        paperTypeId: 1,
      },
    ],
  },
  {
    penName: 'Priya H.',
    level: 'senior',
    subjects: ['calculus', 'linear-algebra', 'math-analysis', 'mathematica'],
    background: 'Applied mathematician who writes every step so that the method can be reused.',
    portfolio: [
      {
        subject: 'calculus',
        title: 'Optimisation word problems solved with derivatives',
        paperTypeId: 9,
      },
      {
        subject: 'linear-algebra',
        title: 'Eigenvalues and diagonalisation: worked examples',
        paperTypeId: 9,
      },
      {
        subject: 'math-analysis',
        title: 'Sequences and series: convergence proofs explained',
        paperTypeId: 9,
      },
    ],
  },
  {
    penName: 'Quentin J.',
    level: 'mid',
    subjects: ['operating-systems', 'computer-networks', 'rust', 'c-programming'],
    background: 'Systems programmer who enjoys schedulers, sockets and safe concurrency.',
    portfolio: [
      {
        subject: 'operating-systems',
        title: 'Round-robin and priority scheduling simulated and compared',
        paperTypeId: 1,
      },
      {
        subject: 'computer-networks',
        title: 'Chat server and client over TCP sockets',
        paperTypeId: 2,
      },
      { subject: 'rust', title: 'Thread-safe work queue in Rust', paperTypeId: 2 },
    ],
  },
  {
    penName: 'Rosa E.',
    level: 'senior',
    subjects: ['econometrics', 'stata', 'sas', 'statistics'],
    background: 'Lecturer in applied economics; regression analysis is her daily work.',
    portfolio: [
      {
        subject: 'econometrics',
        title: 'Wage equation: OLS, heteroscedasticity and robust errors',
        paperTypeId: 6,
      },
      {
        subject: 'stata',
        title: 'Panel data in Stata: fixed and random effects',
        paperTypeId: 5,
      },
    ],
  },
  {
    penName: 'Samuel C.',
    level: 'mid',
    subjects: ['database-design', 'mongodb', 'postgresql'],
    background: 'Data engineer who designs schemas that stay fast as the data grows.',
    portfolio: [
      {
        subject: 'database-design',
        title: 'Normalised schema for a clinic, with an ER diagram',
        paperTypeId: 10,
      },
      {
        subject: 'mongodb',
        title: 'Document model and aggregation pipelines for an online shop',
        paperTypeId: 10,
      },
    ],
  },
  {
    penName: 'Tamara I.',
    level: 'mid',
    subjects: ['natural-language-processing', 'artificial-intelligence', 'python'],
    background: 'Researcher who enjoys turning papers into working code.',
    portfolio: [
      {
        subject: 'natural-language-processing',
        title: 'Sentiment classifier for product reviews',
        paperTypeId: 5,
      },
      {
        subject: 'artificial-intelligence',
        title: 'Search agents for a sliding puzzle: A* and its heuristics',
        paperTypeId: 1,
      },
    ],
  },
  {
    penName: 'Umar A.',
    level: 'mid',
    subjects: ['signal-processing', 'matlab', 'octave'],
    background: 'Electrical engineer who filters, transforms and explains signals.',
    portfolio: [
      {
        subject: 'signal-processing',
        title: 'Designing an FIR low-pass filter and checking its response',
        paperTypeId: 7,
      },
      { subject: 'matlab', title: 'Audio spectrum analysis with the FFT', paperTypeId: 7 },
    ],
  },
  {
    penName: 'Victoria Y.',
    level: 'mid',
    subjects: ['angularjs', 'typescript', 'javascript', 'html-css'],
    background: 'Front-end lead with large single-page applications behind her.',
    portfolio: [
      {
        subject: 'angularjs',
        title: 'Shopping cart in AngularJS with services and routing',
        paperTypeId: 2,
      },
      {
        subject: 'typescript',
        title: 'Typed form validation library in TypeScript',
        paperTypeId: 2,
      },
    ],
  },
  {
    penName: 'William Z.',
    level: 'junior',
    subjects: ['programming-project', 'capstone-project', 'software-engineering'],
    background: "Project mentor who keeps students' projects on scope and on time.",
    portfolio: [
      {
        subject: 'programming-project',
        title: 'Student timetable planner: a full project with its report',
        paperTypeId: 2,
      },
      {
        subject: 'capstone-project',
        title: 'Capstone report outline with worked examples',
        paperTypeId: 12,
      },
    ],
  },
  {
    penName: 'Xenia Q.',
    level: 'newcomer',
    subjects: ['haskell', 'discrete-mathematics', 'linear-algebra'],
    background: 'Graduate in mathematics who enjoys functional programming and proofs.',
    portfolio: [
      {
        subject: 'haskell',
        title: 'Expression evaluator in Haskell with property tests',
        paperTypeId: 1,
      },
    ],
  },
];

export const ORDER_TITLE_TEMPLATES = [
  '{discipline}: introductory exercises',
  '{discipline} lab assignment',
  '{discipline} homework, weeks 3 to 5',
  '{discipline} final project',
  '{discipline} problem set',
  '{discipline} case study',
  'Midterm revision: {discipline}',
  '{discipline} mini project with report',
];

export const PORTFOLIO_SUMMARY = {
  summary: 'A complete sample: the task, the worked solution and the reasoning behind each step.',
  body: 'The sample follows a typical assignment in {discipline}. It states the approach first, then the working, then a short check of the result, and points out the mistakes students usually make at each step.',
};
