/** The shop API's password rules (infra/shop-api: 8 to 128 characters); checked here too, to answer at once. */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;
