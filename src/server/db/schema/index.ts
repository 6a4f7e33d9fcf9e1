export * from './users';
export * from './sessions';
export * from './membership-settings';
export * from './odds';
export * from './opportunities';
export * from './billing';
export * from './account';
export * from './alerts';
