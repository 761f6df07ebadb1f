// Background work in time-boxed steps between requests (the search index's build, the
// statistics' rolling pass, the demo traders' market selection).
export { createStepper, STEP_BUDGET_MS, type Stepper, type StepperOptions } from './stepper.js';
export { runInSteps, runToEnd, type Stepwise } from './stepwise.js';
