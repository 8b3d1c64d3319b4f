/** One block of a subject page's copy: a heading, its paragraphs and an optional list. */
export interface SubjectSection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  /** The items are steps in order (an ordered list). */
  ordered?: boolean;
}

export interface SubjectFaq {
  question: string;
  answer: string;
}

/** A subject landing page (spec §2): its route, its discipline and its copy. */
export interface Subject {
  /** The page's route, one of SUBJECT_LINKS' hrefs. */
  path: string;
  /** The dictionary's discipline slug; undefined for the general pages, which show every expert. */
  disciplineSlug: string | undefined;
  h1: string;
  /** The page's title, without the site name. */
  title: string;
  description: string;
  lead: string;
  sections: readonly SubjectSection[];
  faq: readonly SubjectFaq[];
  /** The heading of the closing call to action. */
  ctaHeading: string;
}

export const SUBJECTS: readonly Subject[] = [
  {
    path: '/linear-programming-homework.html',
    disciplineSlug: 'linear-programming',
    h1: 'Linear programming homework help',
    title: 'Linear programming homework help: simplex, duality',
    description:
      'Help with linear programming homework: formulating models, the simplex method, duality and sensitivity analysis, with worked solutions explained step by step.',
    lead: 'Stuck turning a word problem into an objective function and constraints, or on a simplex tableau that will not behave? A vetted expert works through your linear programming assignment as a reference solution and explains each step, so you can follow the method and apply it yourself.',
    sections: [
      {
        heading: 'Linear programming assignments we help with',
        paragraphs: [
          'Most linear programming homework comes down to two skills: building a correct model from a description, and solving and interpreting it. We help with both, from short problem sets to modelling reports.',
        ],
        items: [
          'Formulating decision variables, an objective function and constraints from word problems: production planning, diet, blending, scheduling and transportation',
          'Graphical solutions of two-variable problems, with the feasible region and its corner points',
          'The simplex method by hand: tableaus, pivoting, the two-phase and Big M methods',
          'Duality: writing the dual problem, complementary slackness and shadow prices',
          'Sensitivity analysis: ranges of optimality and feasibility, reduced costs',
          'Integer programming and branch and bound, transportation and assignment problems',
        ],
      },
      {
        heading: 'Solvers and modelling tools',
        paragraphs: [
          'Some courses want every tableau written out; others expect a solver. Tell us which, and the expert works the same way.',
        ],
        items: [
          'Excel Solver, including its Answer and Sensitivity reports',
          'Python with PuLP or SciPy',
          'MATLAB linprog and intlinprog',
          'R with lpSolve',
          'LINGO, AMPL or GAMS models when your course uses them',
        ],
      },
      {
        heading: 'How the expert works',
        paragraphs: [
          "The expert follows your course's notation and method rather than another textbook's. Each step says why it is taken: which variable enters the basis, what a constraint means in the original problem, what a shadow price tells the decision maker.",
          'If something in the brief is ambiguous, such as whether the variables must be whole numbers, the expert asks you in the order messages before solving.',
        ],
      },
      {
        heading: 'What you receive',
        paragraphs: [],
        items: [
          'A worked solution with the model written out in full',
          'Tableaus, solver reports or code, whichever your assignment uses',
          'A plain-language interpretation of the optimal solution and of the sensitivity results',
          'Answers to your follow-up questions, and revisions if something does not match the brief',
        ],
      },
    ],
    faq: [
      {
        question: 'Can you help if my course uses a solver instead of hand calculations?',
        answer:
          'Yes. Say which tool your course uses (Excel Solver, Python, MATLAB, R or a modelling language) when you describe the order, and the expert builds and explains the model in that tool.',
      },
      {
        question: 'Will the solution show the simplex steps?',
        answer:
          'If your assignment asks for them, yes: every tableau and pivot is shown with the reason for it. If you only need the model and its interpretation, say so in the order.',
      },
      {
        question: 'Can I ask questions about the solution afterwards?',
        answer:
          'Yes. You can message your expert about any step, and ask for a revision if the solution does not match your brief.',
      },
    ],
    ctaHeading: 'Get help with your linear programming homework',
  },
  {
    path: '/excel-homework.html',
    disciplineSlug: 'excel',
    h1: 'Excel homework help',
    title: 'Excel homework help: formulas, pivot tables, charts',
    description:
      'Get help with Excel homework: formulas and functions, pivot tables, charts, What-If analysis, Solver and VBA, in a workbook that shows how every result is calculated.',
    lead: 'Excel assignments are graded on the workbook as much as on the answer. A vetted expert builds your spreadsheet with working formulas rather than pasted values, and explains how each part works so you can rebuild it yourself.',
    sections: [
      {
        heading: 'Excel assignments we help with',
        paragraphs: [],
        items: [
          'Business and accounting workbooks: budgets, break-even analysis, loan and depreciation schedules',
          'Statistics in Excel: descriptive statistics, the Analysis ToolPak, t-tests, correlation and regression',
          'Cleaning and reshaping data sets for a report or a dashboard',
          'Financial functions such as NPV, IRR and PMT',
          'Optimization problems with Solver',
          'Macros and VBA procedures that automate repetitive tasks',
        ],
      },
      {
        heading: 'Functions and features we work with',
        paragraphs: [
          'Your course may expect a particular approach, for example XLOOKUP instead of VLOOKUP, or no macros at all. Tell us, and the expert keeps to it.',
        ],
        items: [
          'Lookup functions: VLOOKUP, XLOOKUP, INDEX and MATCH',
          'Conditional functions: IF, IFS, SUMIFS, COUNTIFS and AVERAGEIFS',
          'Pivot tables, pivot charts and slicers',
          'Charts ready for a report, with titles, labelled axes and consistent scales',
          'Conditional formatting and data validation',
          'Goal Seek, scenarios, data tables and Solver',
          'Power Query for importing and cleaning data',
        ],
      },
      {
        heading: 'How the expert works',
        paragraphs: [
          'If you have a template, the expert works inside it and keeps your sheet names and layout. Calculations stay as live formulas your instructor can trace, and inputs are kept apart from results, so changing an assumption updates the whole workbook.',
          'Where a step is not obvious from the formula alone, the expert adds a short note on the sheet or in a separate explanation.',
        ],
      },
      {
        heading: 'What you receive',
        paragraphs: [],
        items: [
          'The finished workbook, as .xlsx or as .xlsm when macros are required',
          'Notes explaining the key formulas, pivot tables and charts',
          "Written answers to the assignment's questions, based on the workbook's results",
          'Revisions if the workbook does not follow your instructions',
        ],
      },
    ],
    faq: [
      {
        question: 'Can the expert use my template?',
        answer:
          'Yes. Attach the template and the instructions when you finish your order in the dashboard, and the expert builds the solution inside it.',
      },
      {
        question: 'Does the Excel version matter?',
        answer:
          'It can. Functions such as XLOOKUP and dynamic arrays are missing from older versions, so tell us the version your course uses and the expert sticks to functions that work in it.',
      },
      {
        question: 'Will the workbook contain formulas or only values?',
        answer:
          'Formulas. Calculated cells keep their formulas, so you and your instructor can see how each result was reached.',
      },
    ],
    ctaHeading: 'Get help with your Excel homework',
  },
  {
    path: '/java-homework.html',
    disciplineSlug: 'java',
    h1: 'Java homework help',
    title: 'Java homework help: OOP, data structures and more',
    description:
      'Help with Java assignments: object-oriented design, data structures, collections, recursion, JavaFX, JDBC and JUnit tests, with commented code you can run and follow.',
    lead: 'From a first class with a main method to a multi-class project with tests, a vetted Java expert writes a working reference solution for your assignment and explains the design choices behind it.',
    sections: [
      {
        heading: 'Java assignments we help with',
        paragraphs: [],
        items: [
          'Introductory exercises: loops, conditionals, arrays, methods and string handling',
          'Object-oriented programming: classes, inheritance, interfaces, abstract classes and polymorphism',
          'Data structures: linked lists, stacks, queues, binary search trees, heaps, hash tables and graphs',
          'Algorithms: sorting, searching, recursion and complexity analysis',
          'Exceptions, file input and output, and generics',
          'Multithreading and concurrency exercises',
          'Desktop interfaces with JavaFX or Swing',
        ],
      },
      {
        heading: 'Libraries and tools',
        paragraphs: [],
        items: [
          'The Collections Framework and the Streams API',
          'JUnit tests, including the tests your assignment asks you to write',
          'JDBC with a relational database',
          'Maven and Gradle builds',
          'IntelliJ IDEA, Eclipse and NetBeans projects',
          'Spring Boot for web and REST assignments',
        ],
      },
      {
        heading: 'How the expert works',
        paragraphs: [
          "The expert keeps to your assignment's constraints: the Java version, the classes and method signatures you were given, and rules such as no external libraries. The code is written in a clear style, with comments where a decision needs explaining.",
          'If your instructor supplied starter code or tests, the solution is built on them, and the expert runs the program against the examples in your brief before handing it over.',
        ],
      },
      {
        heading: 'What you receive',
        paragraphs: [],
        items: [
          'Java source files organized the way your assignment requires',
          'Instructions for compiling and running the program',
          'An explanation of the structure: what each class does and how the classes work together',
          'Answers to your questions in the order messages, and revisions if the code does not match the brief',
        ],
      },
    ],
    faq: [
      {
        question: 'Which Java version do you use?',
        answer:
          'The one your course uses. State it in the order, along with your IDE or build tool if the assignment depends on them.',
      },
      {
        question: 'Can you work from the starter code my instructor gave me?',
        answer:
          'Yes. Attach the starter files, and the expert completes them without changing the parts you were told to keep.',
      },
      {
        question: 'Will I understand the code well enough to explain it?',
        answer:
          'That is the aim. The code is commented, and you can ask your expert to walk you through any part of it in the order messages.',
      },
    ],
    ctaHeading: 'Get help with your Java homework',
  },
  {
    path: '/javascript-homework.html',
    disciplineSlug: 'javascript',
    h1: 'JavaScript homework help',
    title: 'JavaScript homework help: DOM, async, Node.js, React',
    description:
      'Help with JavaScript assignments: DOM manipulation and events, promises and async/await, Node.js and Express, React components and unit tests, with the code explained.',
    lead: 'JavaScript homework can mean anything from a form validator to a full-stack app. A vetted expert writes a working reference solution for your task and explains how it runs, from the event loop to the last click handler.',
    sections: [
      {
        heading: 'JavaScript assignments we help with',
        paragraphs: [],
        items: [
          'Language fundamentals: functions, scope, closures, arrays, objects and classes',
          'DOM manipulation, events and form validation',
          'Asynchronous code: callbacks, promises, async/await and fetch',
          'Interactive pages and small browser games on a canvas',
          'Server-side JavaScript with Node.js and Express, including REST APIs',
          'Front-end frameworks such as React and Vue',
          'Algorithm and data-structure exercises in JavaScript or TypeScript',
        ],
      },
      {
        heading: 'Tools we work with',
        paragraphs: [],
        items: [
          'npm projects with their package.json and scripts',
          'Tests with Jest or Vitest',
          'The linter and formatter settings your course requires',
          'JSON, local storage and third-party web APIs',
          "The browser's developer tools for debugging",
        ],
      },
      {
        heading: 'How the expert works',
        paragraphs: [
          'The expert keeps to what your course has covered: if you have not reached classes or modules yet, the solution does not rely on them. HTML, CSS and JavaScript stay in the files your assignment names, and nothing depends on libraries you are not allowed to use.',
          'You can message the expert while the order is in progress, for example to pass on a new requirement from your instructor.',
        ],
      },
      {
        heading: 'What you receive',
        paragraphs: [],
        items: [
          'Source files ready to open in a browser or to run with Node.js',
          'A short guide to running the project and its tests',
          'Comments and an explanation of the tricky parts, such as the order in which asynchronous code runs',
          'Revisions if something does not follow your brief',
        ],
      },
    ],
    faq: [
      {
        question: 'Do you help with TypeScript?',
        answer:
          'Yes. If your assignment uses TypeScript or asks for type annotations, mention it in the order.',
      },
      {
        question: 'Can you fix my code instead of writing it from scratch?',
        answer:
          'Yes. Attach your code and describe what goes wrong; the expert finds the cause, fixes it and explains what was wrong.',
      },
      {
        question: 'Do you work with a particular framework?',
        answer:
          'Tell us the framework and version your course uses, or that it uses plain JavaScript, and the expert works with that.',
      },
    ],
    ctaHeading: 'Get help with your JavaScript homework',
  },
  {
    path: '/matlab-homework.html',
    disciplineSlug: 'matlab',
    h1: 'MATLAB homework help',
    title: 'MATLAB homework help: numerical methods, Simulink',
    description:
      'MATLAB homework help from vetted experts: scripts and functions, numerical methods, Simulink models, signal and image processing, and plots, with the code explained.',
    lead: 'MATLAB assignments mix mathematics, code and figures. A vetted expert writes scripts and functions for your version of MATLAB, produces the plots your brief asks for and explains the method behind each result.',
    sections: [
      {
        heading: 'MATLAB assignments we help with',
        paragraphs: [],
        items: [
          'Matrix operations, vectorization and writing your own functions',
          'Numerical methods: root finding, interpolation, numerical integration and ordinary differential equations with ode45 and similar solvers',
          'Linear algebra: systems of equations, eigenvalues and least-squares fitting',
          'Signal processing: filter design, the FFT, sampling and spectral analysis',
          'Image processing: filtering, segmentation and feature extraction',
          'Control systems: transfer functions, step and frequency responses, PID tuning',
          'Importing and analysing data, and plotting it for a report',
        ],
      },
      {
        heading: 'Simulink and toolboxes',
        paragraphs: [
          'Tell us which toolboxes your licence includes, so the solution uses only functions you can run.',
        ],
        items: [
          'Simulink models of dynamic systems and control loops',
          'Signal Processing Toolbox',
          'Control System Toolbox',
          'Image Processing Toolbox',
          'Optimization Toolbox and Statistics and Machine Learning Toolbox',
          'Live Scripts and published reports',
        ],
      },
      {
        heading: 'How the expert works',
        paragraphs: [
          'The code is readable and its comments tie each step to the mathematics: which equation a loop implements, why a step size was chosen, what a tolerance controls. When an assignment asks you to compare methods or parameters, the results sit side by side in tables or plots.',
          'If you work in GNU Octave rather than MATLAB, say so, and the code avoids functions Octave lacks.',
        ],
      },
      {
        heading: 'What you receive',
        paragraphs: [],
        items: [
          'Scripts and functions (.m), Live Scripts or Simulink models, as the assignment requires',
          'Figures with titles, labelled axes and legends',
          'An explanation of the method and of the results',
          'Revisions if the solution does not match the brief',
        ],
      },
    ],
    faq: [
      {
        question: 'Which MATLAB version do you use?',
        answer:
          'Yours. Give your MATLAB version and toolboxes in the order, and the expert uses only what you have.',
      },
      {
        question: 'Can you help with Simulink models?',
        answer:
          'Yes. You receive the model file to open in Simulink, with an explanation of each subsystem and its parameters.',
      },
      {
        question: 'Can you explain the theory as well as the code?',
        answer:
          'Yes. The explanation covers the numerical method or the engineering idea behind the code, and you can ask follow-up questions in the order messages.',
      },
    ],
    ctaHeading: 'Get help with your MATLAB homework',
  },
  {
    path: '/math-analysis-homework.html',
    disciplineSlug: 'math-analysis',
    h1: 'Math analysis homework help',
    title: 'Math analysis homework help: limits, proofs, series',
    description:
      'Help with math analysis homework: limits and continuity, epsilon-delta proofs, sequences and series, derivatives, Riemann integrals and multivariable calculus, step by step.',
    lead: 'Mathematical analysis asks for more than the right number: it asks for an argument that holds. A vetted expert writes complete, rigorous reference solutions and explains the idea behind each step, so the proof makes sense instead of just looking correct.',
    sections: [
      {
        heading: 'Math analysis assignments we help with',
        paragraphs: [],
        items: [
          'Limits and continuity, including epsilon-delta proofs',
          'Sequences and series: convergence tests, power series and Taylor expansions',
          "Differentiation: the mean value theorem, L'Hôpital's rule and optimization",
          'Riemann integration, improper integrals and the fundamental theorem of calculus',
          'Uniform convergence of sequences and series of functions',
          'Multivariable calculus: partial derivatives, multiple integrals and Lagrange multipliers',
          'The topology of the real line and of metric spaces',
        ],
      },
      {
        heading: 'How proofs are written',
        paragraphs: [
          'A good proof states what it assumes, names the theorem it relies on and checks every condition of that theorem. The expert writes proofs in that style, with the definitions and results of your course, so the argument cites what your instructor expects you to cite.',
        ],
      },
      {
        heading: 'Format and tools',
        paragraphs: [
          'Solutions can be typeset in LaTeX or delivered as a clearly written PDF. When a problem involves computation or a graph, the expert can check and illustrate it with tools such as Python, MATLAB or Mathematica.',
        ],
      },
      {
        heading: 'What you receive',
        paragraphs: [],
        items: [
          'A complete written solution to each problem, with the reasoning behind every step',
          'LaTeX source and a PDF when you ask for them',
          'A short note on the key idea of each proof, useful when revising for exams',
          'Answers to your follow-up questions, and revisions if something does not match the brief',
        ],
      },
    ],
    faq: [
      {
        question: 'Can the expert follow the definitions used in my course?',
        answer:
          'Yes. Attach your lecture notes or name your textbook, and the expert uses the same definitions, notation and theorems.',
      },
      {
        question: 'Do you deliver LaTeX?',
        answer:
          'If you ask for it, the solution comes as LaTeX source together with a compiled PDF.',
      },
      {
        question: 'What if I do not understand a step?',
        answer:
          'Ask your expert in the order messages. They can expand the step, add an intermediate argument or point you to the theorem it relies on.',
      },
    ],
    ctaHeading: 'Get help with your math analysis homework',
  },
  {
    path: '/php-homework.html',
    disciplineSlug: 'php',
    h1: 'PHP homework help',
    title: 'PHP homework help: web apps, MySQL, sessions, Laravel',
    description:
      'Help with PHP assignments: forms and sessions, MySQL with PDO, object-oriented PHP, MVC and Laravel, REST endpoints and web security basics, with code you can run and follow.',
    lead: 'PHP assignments usually end in a working web application: forms, a database, a login. A vetted expert builds a reference solution for your stack and explains how requests, data and templates fit together.',
    sections: [
      {
        heading: 'PHP assignments we help with',
        paragraphs: [],
        items: [
          'Form handling and validation with GET and POST requests',
          'Sessions, cookies, and login and registration systems',
          'Create, read, update and delete applications on MySQL or MariaDB',
          'Object-oriented PHP: classes, interfaces, namespaces and autoloading',
          'MVC projects and frameworks such as Laravel',
          'REST APIs that return JSON',
          'File uploads, sending e-mail and templates',
        ],
      },
      {
        heading: 'Security and good practice',
        paragraphs: [
          'Web assignments often lose marks for the same mistakes, so the expert takes care of them: prepared statements with PDO or MySQLi against SQL injection, password_hash for stored passwords, escaped output against cross-site scripting, and validation on the server rather than only in the browser.',
        ],
      },
      {
        heading: 'Tools and environments',
        paragraphs: [],
        items: [
          'XAMPP, MAMP, WAMP and Docker setups',
          "Composer and Laravel's Artisan commands",
          'phpMyAdmin and SQL dump files',
          'PHPUnit tests when your assignment asks for them',
        ],
      },
      {
        heading: 'What you receive',
        paragraphs: [],
        items: [
          'PHP, HTML and CSS files organized the way your assignment requires',
          'An SQL script that creates and fills the database',
          'Instructions for running the project on your computer',
          'An explanation of how the application fits together, and revisions if it does not match the brief',
        ],
      },
    ],
    faq: [
      {
        question: 'Which PHP version do you use?',
        answer:
          'The one your course or server uses. Tell us in the order, along with the framework if there is one.',
      },
      {
        question: 'Can you work on an existing project?',
        answer:
          'Yes. Attach the project or a link to its repository, and describe what needs adding or fixing.',
      },
      {
        question: 'Will I be able to run the project myself?',
        answer:
          'The delivery includes setup instructions and the database script. If something does not run on your computer, message your expert and they help you sort it out.',
      },
    ],
    ctaHeading: 'Get help with your PHP homework',
  },
  {
    path: '/python-homework.html',
    disciplineSlug: 'python',
    h1: 'Python homework help',
    title: 'Python homework help: programming, data analysis, ML',
    description:
      'Python homework help from vetted experts: programming basics, data structures, pandas and NumPy, plotting, machine learning and automation, with commented code.',
    lead: 'Python turns up in introductory programming, data science and engineering courses alike. A vetted expert writes a clear, commented reference solution for your assignment and explains the reasoning, whether it is a loop exercise or a machine learning notebook.',
    sections: [
      {
        heading: 'Python assignments we help with',
        paragraphs: [],
        items: [
          'Programming fundamentals: variables, loops, functions, lists, dictionaries and strings',
          'Object-oriented programming with classes and inheritance',
          'Algorithms and data structures: recursion, sorting, searching, trees and graphs',
          'Reading and writing files, CSV and JSON',
          'Data analysis and visualization',
          'Machine learning: regression, classification, clustering and model evaluation',
          'Automation scripts, web scraping, and small desktop or web apps',
        ],
      },
      {
        heading: 'Libraries and tools',
        paragraphs: [],
        items: [
          'NumPy, pandas and SciPy',
          'Matplotlib and seaborn for plots',
          'scikit-learn, and TensorFlow or PyTorch for deep learning assignments',
          'Jupyter notebooks and Google Colab',
          'Flask and Django for web assignments',
          'pytest and unittest',
        ],
      },
      {
        heading: 'How the expert works',
        paragraphs: [
          'The expert keeps to the Python version and the libraries your course allows. If the assignment forbids a built-in such as sorted() so that you implement the algorithm yourself, the solution respects that.',
          'In data assignments every step, from loading and cleaning the data to the final model, runs in order and is commented, so you can rerun the notebook and see where each number comes from.',
        ],
      },
      {
        heading: 'What you receive',
        paragraphs: [],
        items: [
          'Python files or a Jupyter notebook, as your assignment requires',
          'Comments and an explanation of the approach',
          'Plots and outputs with a short interpretation, for data-analysis tasks',
          'The list of required packages and how to run the code',
          'Revisions if the solution does not match the brief',
        ],
      },
    ],
    faq: [
      {
        question: 'Can the solution use only what we covered in class?',
        answer:
          'Yes. Tell us which topics and libraries are allowed, and the expert stays within them.',
      },
      {
        question: 'Do you help with Jupyter notebooks?',
        answer:
          'Yes. The notebook comes with its cells in running order, comments in the code and short text explanations between the steps.',
      },
      {
        question: 'Can you help me debug my own code?',
        answer:
          'Yes. Attach your code with the error message or the wrong output; the expert fixes it and explains what caused the problem.',
      },
    ],
    ctaHeading: 'Get help with your Python homework',
  },
  {
    path: '/angularjs-homework.html',
    disciplineSlug: 'angularjs',
    h1: 'AngularJS homework help',
    title: 'AngularJS homework help: directives, services, routing',
    description:
      'Help with AngularJS and Angular assignments: controllers and scopes, directives, services, routing, forms and HTTP calls, and moving AngularJS apps to modern Angular.',
    lead: 'Many courses and older projects still use AngularJS (Angular 1.x), while others have moved to modern Angular. A vetted expert works in whichever your assignment uses and explains how the parts of the application connect.',
    sections: [
      {
        heading: 'AngularJS assignments we help with',
        paragraphs: [],
        items: [
          'Modules, controllers, scopes and two-way data binding',
          'Built-in and custom directives, filters and components',
          'Services, factories and dependency injection',
          'Routing with ngRoute or UI-Router',
          'Forms and validation',
          'Calls to REST APIs with $http and promises',
        ],
      },
      {
        heading: 'Modern Angular too',
        paragraphs: [
          'If your course uses Angular 2 or later, the expert works with components, TypeScript, RxJS observables, reactive forms and the Angular CLI. Projects that move an AngularJS application to modern Angular are covered as well.',
        ],
      },
      {
        heading: 'How the expert works',
        paragraphs: [
          'The expert reads your starter project first and follows its structure and naming. Logic lives in services, templates stay declarative, and comments explain the places where AngularJS behaviour is not obvious, such as the digest cycle or scope inheritance.',
        ],
      },
      {
        heading: 'What you receive',
        paragraphs: [],
        items: [
          'The project files, ready to serve on your computer',
          'Instructions for installing the dependencies and running the app',
          'Unit tests with Jasmine and Karma when the assignment asks for them',
          "An explanation of the application's structure, and revisions if it does not match the brief",
        ],
      },
    ],
    faq: [
      {
        question: 'Is AngularJS the same as Angular?',
        answer:
          'No. AngularJS is the original 1.x framework, written in JavaScript; Angular, version 2 and later, is a rewrite in TypeScript. Tell us which one your course uses.',
      },
      {
        question: 'Can you help with the back end of my Angular app?',
        answer:
          'Yes, if the assignment includes one. Mention the server technology, such as Node.js or PHP, in your order.',
      },
      {
        question: 'My app shows a blank page. Can you find out why?',
        answer:
          "Attach the project and any errors from the browser's console; the expert traces the cause and explains the fix.",
      },
    ],
    ctaHeading: 'Get help with your AngularJS homework',
  },
  {
    path: '/r-programming.html',
    disciplineSlug: 'r-programming',
    h1: 'R programming homework help',
    title: 'R programming homework help: statistics and tidyverse',
    description:
      'R programming help for statistics and data-science assignments: data wrangling with the tidyverse, ggplot2 charts, regression and hypothesis tests, and R Markdown reports.',
    lead: 'R assignments are part code and part statistics. A vetted expert writes clean R code for your analysis, produces the tables and charts your brief asks for and explains what the results mean.',
    sections: [
      {
        heading: 'R assignments we help with',
        paragraphs: [],
        items: [
          'Importing, cleaning and reshaping data',
          'Descriptive statistics and exploratory data analysis',
          'Hypothesis tests: t-tests, chi-square tests, ANOVA and non-parametric tests',
          'Linear, logistic and mixed-effects regression',
          'Time series analysis and forecasting',
          'Simulation, bootstrapping and writing your own functions',
          'Machine learning with caret or tidymodels',
        ],
      },
      {
        heading: 'Packages and tools',
        paragraphs: [],
        items: [
          'The tidyverse: dplyr, tidyr, readr and purrr',
          'ggplot2 for charts',
          'R Markdown and Quarto reports',
          'RStudio projects',
          'Shiny apps when the assignment calls for one',
          'lme4, forecast and the other packages your course uses',
        ],
      },
      {
        heading: 'How the expert works',
        paragraphs: [
          'The expert writes in the style your course teaches, base R or the tidyverse, and keeps the analysis reproducible: the script or report loads the data, runs every step and draws every figure, with no manual edits in between.',
          'Statistical choices, such as which test fits the question and which assumptions to check, are explained in words, not only in code.',
        ],
      },
      {
        heading: 'What you receive',
        paragraphs: [],
        items: [
          'R scripts, or an R Markdown or Quarto document together with its rendered output',
          'Tables and charts labelled for your report',
          'An interpretation of the results in plain language',
          'Revisions if the analysis does not match the brief',
        ],
      },
    ],
    faq: [
      {
        question: 'Do you use base R or the tidyverse?',
        answer:
          'Whichever your course uses. Mention it in the order, together with any packages you are not allowed to use.',
      },
      {
        question: 'Can you render the report to Word or PDF?',
        answer:
          'Yes. Tell us the format your instructor wants, and you receive the source file with the rendered document.',
      },
      {
        question: 'Can you help me interpret output I already have?',
        answer:
          'Yes. Attach your code and output, and the expert explains what the numbers mean and whether the method fits the question.',
      },
    ],
    ctaHeading: 'Get help with your R programming homework',
  },
  {
    path: '/ruby-homework.html',
    disciplineSlug: 'ruby',
    h1: 'Ruby homework help',
    title: 'Ruby homework help: Ruby basics, OOP design and Rails',
    description:
      'Help with Ruby homework: blocks and iterators, classes and modules, RSpec and Minitest tests, and Ruby on Rails apps with ActiveRecord, with reference code explained.',
    lead: 'Ruby courses reward idiomatic code: blocks instead of index loops, small methods, tests first. A vetted expert writes a reference solution for your assignment the Ruby way and explains the idioms along the way.',
    sections: [
      {
        heading: 'Ruby assignments we help with',
        paragraphs: [],
        items: [
          'Core Ruby: strings, arrays, hashes, ranges and symbols',
          'Blocks, procs, lambdas and the Enumerable methods',
          'Classes, modules, mixins and inheritance',
          'File processing and command-line programs',
          'Algorithm exercises and kata-style problems',
          'Test-driven development with RSpec or Minitest',
        ],
      },
      {
        heading: 'Ruby on Rails',
        paragraphs: [
          'For web assignments the expert follows Rails conventions: models with ActiveRecord validations and associations, migrations, RESTful routes and controllers, ERB views and forms, and authentication when the task needs it.',
        ],
      },
      {
        heading: 'How the expert works',
        paragraphs: [
          'The code follows common Ruby style, with readable names and short methods. If your assignment comes with a test suite, the expert writes the code against it without editing the tests; if it asks you to write tests, the tests are part of the solution.',
        ],
      },
      {
        heading: 'What you receive',
        paragraphs: [],
        items: [
          'Ruby files or a Rails project, with a Gemfile that lists the dependencies',
          'Instructions for installing the gems and running the program and its tests',
          'An explanation of the design and of the Ruby idioms used',
          'Revisions if the solution does not match the brief',
        ],
      },
    ],
    faq: [
      {
        question: 'Do you help with Ruby on Rails projects?',
        answer:
          'Yes. Mention the Rails and Ruby versions, and attach any starter project when you finish your order.',
      },
      {
        question: 'My assignment comes with RSpec tests. Can the solution be written against them?',
        answer:
          'Yes. The expert works from the provided tests without changing them, and explains what each part of the code does.',
      },
      {
        question: 'Which Ruby version do you use?',
        answer:
          'The one your course uses. State it in the order so the code avoids features your version lacks.',
      },
    ],
    ctaHeading: 'Get help with your Ruby homework',
  },
  {
    path: '/c-programming-homework.html',
    disciplineSlug: 'c-programming',
    h1: 'C programming homework help',
    title: 'C programming homework help: pointers, memory, systems',
    description:
      'Help with C programming assignments: pointers and memory management, structs, linked lists, file I/O, Makefiles, processes and threads, with commented code and build steps.',
    lead: 'C leaves memory in your hands, which is exactly where most assignments go wrong. A vetted expert writes a reference solution that handles memory carefully and explains each pointer, allocation and system call.',
    sections: [
      {
        heading: 'C assignments we help with',
        paragraphs: [],
        items: [
          'Fundamentals: control flow, functions, arrays and strings',
          'Pointers, pointer arithmetic, and dynamic memory with malloc and free',
          'Structs, unions and enums',
          'Data structures: linked lists, stacks, queues, trees and hash tables',
          'File input and output, and command-line arguments',
          'Bit manipulation and other low-level programming',
          'Systems programming: fork and exec, pipes, signals, POSIX threads and sockets',
          'Embedded C exercises for microcontrollers',
        ],
      },
      {
        heading: 'Tools we work with',
        paragraphs: [],
        items: [
          'GCC and Clang, with the compiler flags your course uses',
          'Makefiles and CMake',
          'GDB for debugging',
          'Valgrind and sanitizers for finding memory errors',
          'Linux and other Unix-like systems',
        ],
      },
      {
        heading: 'How the expert works',
        paragraphs: [
          'The expert compiles with warnings turned on and checks for memory leaks and invalid accesses with tools such as Valgrind before handing the work over. The code follows the C standard your course requires, such as C99 or C11, and avoids platform-specific functions unless the assignment calls for them.',
        ],
      },
      {
        heading: 'What you receive',
        paragraphs: [],
        items: [
          'Source and header files, and a Makefile when your assignment requires one',
          'Instructions for building and running the program',
          'Comments on who owns each piece of memory and on the other tricky parts',
          'An explanation of the approach, and revisions if it does not match the brief',
        ],
      },
    ],
    faq: [
      {
        question: 'Do you help with C++ as well?',
        answer:
          'Yes. C++ is a separate subject: choose it in the order form, and an expert in C++ takes the order.',
      },
      {
        question: 'Can you find a segmentation fault in my code?',
        answer:
          'Yes. Attach your code and the input that makes it crash; the expert traces the fault and explains why it happened.',
      },
      {
        question: 'Which compiler and standard do you use?',
        answer:
          'Whichever your course specifies. Mention the compiler, the C standard and the operating system your assignment is tested on.',
      },
    ],
    ctaHeading: 'Get help with your C programming homework',
  },
  {
    path: '/spss-homework.html',
    disciplineSlug: 'spss',
    h1: 'SPSS homework help',
    title: 'SPSS homework help: t-tests, ANOVA and regression',
    description:
      'SPSS homework help from vetted statistics experts: data setup, descriptive statistics, t-tests, ANOVA, chi-square, correlation and regression, with the output interpreted.',
    lead: 'Running a test in SPSS takes a few clicks; knowing which test to run and what the output means is the hard part. A vetted expert runs your analysis, explains why each test fits and interprets the tables in plain words.',
    sections: [
      {
        heading: 'SPSS assignments we help with',
        paragraphs: [],
        items: [
          'Setting up data: variable view, value labels, measurement levels, recoding and computing variables',
          'Descriptive statistics, frequencies and crosstabs',
          'Checking assumptions: normality, homogeneity of variance and outliers',
          'One-sample, independent-samples and paired-samples t-tests',
          'One-way, factorial and repeated-measures ANOVA with post hoc tests',
          'Chi-square tests, correlation, and linear and logistic regression',
          'Non-parametric tests such as Mann-Whitney U, Wilcoxon and Kruskal-Wallis',
          "Reliability analysis with Cronbach's alpha, and factor analysis",
        ],
      },
      {
        heading: 'Interpreting the output',
        paragraphs: [
          'SPSS output is full of tables, and only some of the numbers answer your question. The expert explains which ones do, what the test statistic, degrees of freedom, p-value and effect size say, and how to report them in the format your course uses, such as APA style.',
        ],
      },
      {
        heading: 'How the expert works',
        paragraphs: [
          "The expert starts from your research question and your variables' measurement levels, checks the test's assumptions, and tells you when a different test fits better. The steps are saved as syntax, so every analysis can be run again exactly.",
        ],
      },
      {
        heading: 'What you receive',
        paragraphs: [],
        items: [
          'The SPSS data file (.sav) and syntax file (.sps)',
          'The output file, or the tables and charts your report needs',
          'A written interpretation of the results',
          'Revisions if the analysis does not match the brief',
        ],
      },
    ],
    faq: [
      {
        question: 'Which test should I use for my data?',
        answer:
          "It depends on your research question, your variables' measurement levels and whether the data meet the test's assumptions. Describe your study in the order, and the expert recommends a test and explains why it fits.",
      },
      {
        question: 'Can you report the results in APA style?',
        answer:
          'Yes. The expert can write up the statistics in APA style or in the format your course requires.',
      },
      {
        question: 'Do you need my data file?',
        answer:
          'Yes: attach the .sav file or a spreadsheet with your instructions. If you only need existing output interpreted, attach the output instead.',
      },
    ],
    ctaHeading: 'Get help with your SPSS homework',
  },
  {
    path: '/sql-homework.html',
    disciplineSlug: 'sql',
    h1: 'SQL homework help',
    title: 'SQL homework help: queries, joins and database design',
    description:
      'Help with SQL homework: SELECT queries, joins and subqueries, aggregation, normalization, ER diagrams, stored procedures and query optimization for MySQL, PostgreSQL and more.',
    lead: 'SQL assignments test whether a query returns exactly the right rows, and whether the database behind it is well designed. A vetted expert writes your queries against the schema you were given and explains how each one works.',
    sections: [
      {
        heading: 'SQL assignments we help with',
        paragraphs: [],
        items: [
          'SELECT queries with filtering, sorting and aggregation (GROUP BY and HAVING)',
          'Inner, outer and self joins',
          'Subqueries, common table expressions and window functions',
          'Creating tables with keys and constraints',
          'INSERT, UPDATE and DELETE statements, and transactions',
          'Views, stored procedures, functions and triggers',
          'Relational algebra exercises',
        ],
      },
      {
        heading: 'Database design and normalization',
        paragraphs: [
          'Design assignments start before the first query: entity-relationship diagrams, primary and foreign keys, and normalizing tables to first, second and third normal form or BCNF. The expert explains each functional dependency and why a table is split, so you can defend the design in class.',
        ],
      },
      {
        heading: 'Query optimization',
        paragraphs: [
          'For advanced courses the expert reads execution plans, adds or justifies indexes and rewrites slow queries, and explains the trade-off behind each change.',
        ],
      },
      {
        heading: 'Database systems',
        paragraphs: [
          'SQL dialects differ in details such as date functions and row limits, so the expert writes for the system your course uses:',
        ],
        items: [
          'MySQL and MariaDB',
          'PostgreSQL',
          'Microsoft SQL Server (T-SQL)',
          'Oracle (PL/SQL)',
          'SQLite',
        ],
      },
      {
        heading: 'What you receive',
        paragraphs: [],
        items: [
          'A commented SQL script with each query numbered to match your assignment',
          'Schema scripts or ER diagrams for design tasks',
          'Sample results where they help you check the answers',
          'An explanation of each query, and revisions if something does not match the brief',
        ],
      },
    ],
    faq: [
      {
        question: 'Which database system do you use?',
        answer:
          'The one your course uses. Name it in your order, since details such as LIMIT versus TOP differ between systems.',
      },
      {
        question: 'Can the queries be run against my data?',
        answer:
          'Yes. Attach the schema or a database dump, and the expert runs each query against it.',
      },
      {
        question: 'Do you help with ER diagrams?',
        answer:
          'Yes. You receive the diagram as an image or in the tool your course uses, with the reasoning behind the entities and relationships.',
      },
    ],
    ctaHeading: 'Get help with your SQL homework',
  },
  {
    path: '/programming-project-help.html',
    disciplineSlug: undefined,
    h1: 'Programming project help',
    title: 'Programming project help: term projects and capstones',
    description:
      'Help with larger programming projects: term projects, capstones and applications in any language, worked through with a vetted expert you can message as the project grows.',
    lead: 'A programming project is more than a long assignment: it needs a plan, a structure that holds together and documentation someone else can follow. A vetted expert helps you through it and explains the decisions along the way.',
    sections: [
      {
        heading: 'Projects we help with',
        paragraphs: [],
        items: [
          'Term projects in programming, data science and web development',
          'Capstone and final-year projects',
          'Web and mobile applications with a front end, a back end and a database',
          'Data-analysis projects, from raw data to a written report',
          'Simulations, games and desktop applications',
          'New features and fixes for an existing code base',
        ],
      },
      {
        heading: 'Languages and subjects',
        paragraphs: [
          'Our experts work across many languages and tools, including Python, Java, JavaScript, C, C++, C#, PHP, Ruby, SQL, R and MATLAB. Choose your subject in the order form; if it is not in the list, type it in and create it.',
        ],
      },
      {
        heading: 'How a project runs',
        paragraphs: [
          'You describe the project in your dashboard and attach the specification, any starter code and your deadline. For larger projects you and the expert can agree in the order messages to go through it in stages, such as design, core features, testing and documentation, so you can review the work as it grows.',
          'Throughout the order you message the expert directly: to answer their questions, to pass on feedback from your instructor or to clarify a requirement.',
        ],
      },
      {
        heading: 'What you receive',
        paragraphs: [],
        items: [
          'The source code, structured and commented',
          'Setup and run instructions, and tests where the project needs them',
          'The documentation your assignment asks for, such as a design description or a user guide',
          'An explanation of the architecture, so you can present and discuss the project',
          'Revisions if the work does not match the specification',
        ],
      },
    ],
    faq: [
      {
        question: 'My project uses a language that is not in your list. Can I still order?',
        answer:
          'Yes. Type the subject into the discipline field of the order form and choose the option that creates it.',
      },
      {
        question: 'Can I see how the project is going before the deadline?',
        answer:
          'You can message your expert at any time during the order, ask how the work is going and agree on a part to review early.',
      },
      {
        question: 'Can I ask for a particular expert?',
        answer:
          "Yes. Open the expert's profile from the list of our experts and request them there; the order form then asks for that expert.",
      },
    ],
    ctaHeading: 'Get help with your programming project',
  },
  {
    path: '/pay-for-programming-homework.html',
    disciplineSlug: undefined,
    h1: 'Pay for programming homework help',
    title: 'Pay for programming homework help: ordering, payment',
    description:
      'Thinking of paying for programming homework help? See how ordering works: vetted experts, messages with your expert, revisions, confidentiality and our refund policy.',
    lead: 'If you are thinking of paying for help with programming homework, you should know exactly what you get. Here is how ordering works, what you pay for and what happens if the result is not right.',
    sections: [
      {
        heading: 'What you pay for',
        paragraphs: [
          "You pay for an expert's time and knowledge: a reference solution to your assignment with explanations, and answers to your questions while the order is open. It is meant to help you understand the material and do your own work, so check your institution's rules on outside help before you use it.",
        ],
      },
      {
        heading: 'How ordering works',
        paragraphs: [],
        ordered: true,
        items: [
          'Enter your e-mail and subject in the order form on this page.',
          'Finish the order in your dashboard: describe the assignment, attach your files and set the deadline.',
          'See the price of the order, which depends on the type of work, its size, its complexity and the deadline, and pay for it.',
          'A vetted expert works on your order, and you can message them at any time.',
          'Receive the result in your dashboard, ask questions about it and request revisions if it does not follow your instructions.',
        ],
      },
      {
        heading: 'Who does the work',
        paragraphs: [
          'Orders go to experts vetted in their subjects. Every expert has a public profile with their subjects and reviews from earlier customers, and you can ask for a particular expert from their profile.',
        ],
      },
      {
        heading: 'Your privacy and your money',
        paragraphs: [
          'Your order is confidential: experts do not see your name or contact details, and your files are shared only with the expert working on your order and the support staff helping with it.',
          'If an order goes wrong, for example if a revision does not fix work that misses your original instructions, our refund policy explains when and how you can get your money back.',
        ],
      },
    ],
    faq: [
      {
        question: 'How much does programming homework help cost?',
        answer:
          'It depends on the type of work, its size, its complexity and the deadline. You see the price of your order before you pay.',
      },
      {
        question: 'Can I get a refund?',
        answer:
          'Refunds follow our refund policy, which sets out the cases in which money is returned and how to ask for it.',
      },
      {
        question: 'Can I talk to the expert before the work is done?',
        answer:
          'Yes. You message your expert through your dashboard throughout the order, to answer their questions or to clarify your requirements.',
      },
      {
        question: 'Can I submit the solution as my own work?',
        answer:
          "Solutions are delivered for reference and study. Follow your institution's academic integrity rules, which decide how you may use outside help.",
      },
    ],
    ctaHeading: 'Start your order',
  },
];

/** The subject page at a route; a route without an entry is a build error, not an empty page. */
export function subjectByPath(path: string): Subject {
  const subject = SUBJECTS.find((item) => item.path === path);
  if (!subject) throw new Error(`No subject page for '${path}'`);
  return subject;
}
