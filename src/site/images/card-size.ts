// A share card's size: drawn at it (card-draw.ts), and told to the networks that show it (render.ts).
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
