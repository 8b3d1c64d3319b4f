/**
 * Discipline groups and disciplines: the programming and data-analysis subjects of the landing
 * pages (spec §2) and their neighbours. A discipline's id is its group's id times 100 plus its
 * place; 30000 stays free for the custom discipline. `popular` is its pos_in_popular rank.
 */
export const DISCIPLINE_GROUPS: ReadonlyArray<{
  id: number;
  title: string;
  slug: string;
  disciplines: ReadonlyArray<{ title: string; slug: string; popular?: number }>;
}> = [
  {
    id: 1,
    title: 'Programming Languages',
    slug: 'programming-languages',
    disciplines: [
      { title: 'Python', slug: 'python', popular: 1 },
      { title: 'Java', slug: 'java', popular: 2 },
      { title: 'JavaScript', slug: 'javascript', popular: 6 },
      { title: 'C', slug: 'c-programming', popular: 8 },
      { title: 'C++', slug: 'cpp', popular: 11 },
      { title: 'C#', slug: 'csharp' },
      { title: 'PHP', slug: 'php', popular: 12 },
      { title: 'Ruby', slug: 'ruby' },
      { title: 'Go', slug: 'go' },
      { title: 'Rust', slug: 'rust' },
      { title: 'Kotlin', slug: 'kotlin' },
      { title: 'Swift', slug: 'swift' },
      { title: 'TypeScript', slug: 'typescript' },
      { title: 'Scala', slug: 'scala' },
      { title: 'Haskell', slug: 'haskell' },
      { title: 'Assembly', slug: 'assembly' },
    ],
  },
  {
    id: 2,
    title: 'Web Development',
    slug: 'web-development',
    disciplines: [
      { title: 'HTML & CSS', slug: 'html-css' },
      { title: 'AngularJS', slug: 'angularjs' },
      { title: 'React', slug: 'react' },
      { title: 'Node.js', slug: 'nodejs' },
      { title: 'Django', slug: 'django' },
      { title: 'Laravel', slug: 'laravel' },
      { title: 'Ruby on Rails', slug: 'ruby-on-rails' },
      { title: 'WordPress', slug: 'wordpress' },
    ],
  },
  {
    id: 3,
    title: 'Data Analysis & Statistics',
    slug: 'data-analysis-statistics',
    disciplines: [
      { title: 'R Programming', slug: 'r-programming', popular: 7 },
      { title: 'SPSS', slug: 'spss', popular: 9 },
      { title: 'Excel', slug: 'excel', popular: 4 },
      { title: 'Stata', slug: 'stata' },
      { title: 'SAS', slug: 'sas' },
      { title: 'Statistics', slug: 'statistics' },
      { title: 'Econometrics', slug: 'econometrics' },
      { title: 'Data Visualization', slug: 'data-visualization' },
    ],
  },
  {
    id: 4,
    title: 'Databases',
    slug: 'databases',
    disciplines: [
      { title: 'SQL', slug: 'sql', popular: 3 },
      { title: 'MySQL', slug: 'mysql' },
      { title: 'PostgreSQL', slug: 'postgresql' },
      { title: 'MongoDB', slug: 'mongodb' },
      { title: 'Database Design', slug: 'database-design' },
      { title: 'Oracle PL/SQL', slug: 'oracle-plsql' },
    ],
  },
  {
    id: 5,
    title: 'Mathematics',
    slug: 'mathematics',
    disciplines: [
      { title: 'Linear Programming', slug: 'linear-programming', popular: 10 },
      { title: 'Math Analysis', slug: 'math-analysis' },
      { title: 'Calculus', slug: 'calculus' },
      { title: 'Linear Algebra', slug: 'linear-algebra' },
      { title: 'Discrete Mathematics', slug: 'discrete-mathematics' },
      { title: 'Probability Theory', slug: 'probability-theory' },
      { title: 'Numerical Methods', slug: 'numerical-methods' },
      { title: 'Operations Research', slug: 'operations-research' },
    ],
  },
  {
    id: 6,
    title: 'Engineering & Scientific Computing',
    slug: 'engineering-scientific-computing',
    disciplines: [
      { title: 'MATLAB', slug: 'matlab', popular: 5 },
      { title: 'Simulink', slug: 'simulink' },
      { title: 'LabVIEW', slug: 'labview' },
      { title: 'Mathematica', slug: 'mathematica' },
      { title: 'GNU Octave', slug: 'octave' },
      { title: 'Signal Processing', slug: 'signal-processing' },
    ],
  },
  {
    id: 7,
    title: 'Computer Science',
    slug: 'computer-science',
    disciplines: [
      { title: 'Algorithms & Data Structures', slug: 'algorithms-data-structures' },
      { title: 'Operating Systems', slug: 'operating-systems' },
      { title: 'Computer Networks', slug: 'computer-networks' },
      { title: 'Software Engineering', slug: 'software-engineering' },
      { title: 'Computer Architecture', slug: 'computer-architecture' },
      { title: 'Theory of Computation', slug: 'theory-of-computation' },
      { title: 'Compilers', slug: 'compilers' },
      { title: 'Cybersecurity', slug: 'cybersecurity' },
    ],
  },
  {
    id: 8,
    title: 'Machine Learning & AI',
    slug: 'machine-learning-ai',
    disciplines: [
      { title: 'Machine Learning', slug: 'machine-learning' },
      { title: 'Deep Learning', slug: 'deep-learning' },
      { title: 'Natural Language Processing', slug: 'natural-language-processing' },
      { title: 'Computer Vision', slug: 'computer-vision' },
      { title: 'Data Mining', slug: 'data-mining' },
      { title: 'Artificial Intelligence', slug: 'artificial-intelligence' },
    ],
  },
  {
    id: 9,
    title: 'Mobile & Game Development',
    slug: 'mobile-game-development',
    disciplines: [
      { title: 'Android Development', slug: 'android-development' },
      { title: 'iOS Development', slug: 'ios-development' },
      { title: 'Unity', slug: 'unity' },
      { title: 'Game Programming', slug: 'game-programming' },
    ],
  },
  {
    id: 10,
    title: 'Projects & Other IT',
    slug: 'projects-other-it',
    disciplines: [
      { title: 'Programming Project', slug: 'programming-project' },
      { title: 'Capstone Project', slug: 'capstone-project' },
      { title: 'UML & System Design', slug: 'uml-system-design' },
      { title: 'Other IT', slug: 'other-it' },
    ],
  },
];

export const PAPER_TYPES: ReadonlyArray<{ id: number; title: string }> = [
  { id: 1, title: 'Programming assignment' },
  { id: 2, title: 'Coding project' },
  { id: 3, title: 'Debugging' },
  { id: 4, title: 'Code review' },
  { id: 5, title: 'Data analysis' },
  { id: 6, title: 'Statistical report' },
  { id: 7, title: 'Lab report' },
  { id: 8, title: 'Problem solving' },
  { id: 9, title: 'Math problems' },
  { id: 10, title: 'Database design' },
  { id: 11, title: 'Essay' },
  { id: 12, title: 'Research paper' },
  { id: 13, title: 'Presentation' },
  { id: 14, title: 'Dissertation chapter' },
  { id: 15, title: 'Other' },
];

/** Writer award images of spec §3 earned by individual experts. */
export const WRITER_BADGES = [
  'triple10',
  'nineplus',
  'punctuality_proofed',
  'reliability_proofed',
  'writer_of_month',
  'newcomer_of_month',
  'customer_loyalty',
] as const;

/** Award images of spec §3 that illustrate the site-wide statistics. */
export const STATISTICS_BADGES = ['writers_count', 'writers_online', 'quality_score'] as const;

export function disciplineId(groupId: number, index: number): number {
  return groupId * 100 + index + 1;
}
