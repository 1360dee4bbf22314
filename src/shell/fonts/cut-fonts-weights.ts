// Weights of the static TrueType instances cut for social cards (the image renderer reads TTF only).
export const SOCIAL_CARD_WEIGHTS = [400, 700] as const;
