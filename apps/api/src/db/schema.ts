/** Every table, gathered for the typed database handle. Each module owns its own tables file. */
export * from '../modules/auth/auth.tables';
export * from '../modules/cms/cms.tables';
export * from '../modules/geo/geo.tables';
export * from '../modules/players/players.tables';
export * from '../modules/casino/casino.tables';
export * from '../modules/cms/content.tables';
export * from '../modules/newsletter/newsletter.tables';
export * from '../modules/notifications/notifications.tables';
export * from '../modules/campaigns/campaigns.tables';
export * from '../modules/captcha/captcha.tables';
export * from '../modules/verification/verification.tables';
export * from '../modules/wallet/wallet.tables';
export * from '../modules/play/play.tables';
export * from '../modules/seamless/seamless.tables';
export * from '../modules/studio/studio.tables';
export * from '../modules/studio/live.tables';
export * from '../modules/studio/crash.tables';
