export * from '../disciplines/discipline-fixtures';
export * from './captcha-stand-in';
export * from './fake-api-server';
export * from './labelled-form';
export * from './render-on-server';
export * from './test-environment';
