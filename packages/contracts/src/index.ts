// The package's one entry point that re-exports every module. Prefer importing a module
// directly (`@zilt/contracts/blocks`) in code that cares about bundle size.
export * from './api.ts';
export * from './block-items.ts';
export * from './blocks.ts';
export * from './common.ts';
export * from './contact-options.ts';
export * from './content-package.ts';
export * from './issues.ts';
export * from './menu.ts';
export * from './nested-blocks.ts';
export * from './page.ts';
export * from './team-member.ts';
export * from './translations.ts';
export * from './site-services.ts';
export * from './consent.ts';
