// The icon names content may use. The Icon component maps each to an SVG, and its
// Record<IconName, …> type makes a name without a drawing a type error.
export const iconNames = [
  'search', 'code', 'share', 'palette', 'video', 'trending-up', 'users', 'award', 'clock', 'shield',
  'target', 'heart', 'star', 'map-pin', 'phone', 'mail', 'message-circle', 'check', 'zap', 'bar-chart',
  'globe', 'smartphone', 'shopping-cart', 'lock', 'settings', 'pen-tool', 'camera', 'film', 'calendar',
  'rocket', 'lightbulb', 'layers', 'megaphone', 'briefcase', 'trophy', 'thumbs-up', 'eye', 'refresh',
  'file-text', 'rupee', 'database', 'server', 'layout', 'monitor', 'image', 'play', 'mic', 'sparkles',
  'handshake', 'headphones', 'gauge', 'wrench', 'pie-chart', 'quote', 'building', 'graduation-cap',
  'plane', 'utensils', 'home', 'shirt', 'cpu', 'factory', 'store', 'shopping-bag', 'stethoscope',
  'package', 'clapperboard', 'scissors', 'bell', 'gift', 'smile', 'laptop', 'hash', 'brush', 'send',
  'mouse-pointer', 'link', 'book-open', 'compass', 'activity', 'arrow-right', 'arrow-left',
] as const;

export type IconName = (typeof iconNames)[number];
