// Background work in time-boxed steps between requests (the search index's build, the
// statistics' rolling pass, the demo traders' market selection).
export { createStepper, type Stepper } from './stepper.js';
export { runInSteps, runToEnd, stepUntil, type Stepwise } from './stepwise.js';
