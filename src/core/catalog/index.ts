export * from './sportsbooks';
export * from './matching';
export * from './links';
export * from './sports';
