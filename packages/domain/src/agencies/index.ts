// Agency administration rules: the sub-agency forms and what a new agency starts with.
export * from './form-rules.js';
