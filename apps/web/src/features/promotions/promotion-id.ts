const MAX_PROMOTION_ID = 2_147_483_647;

/** A promotion id from the URL: a positive whole number, anything else is not found. */
export const readPromotionId = (value: string | undefined): number | null => {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_PROMOTION_ID ? id : null;
};
