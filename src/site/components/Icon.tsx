import {
  Activity, Award, BarChart3, Bell, BookOpen, Brush, Building2, Calendar, Camera, Check, Clapperboard, Clock, Code,
  Compass, Cpu, Database, Eye, Factory, FileText, Film, Gauge, Gift, Globe, GraduationCap, Handshake, Hash, Headphones,
  Heart, House, Image, IndianRupee, Laptop, Layers, Layout, Lightbulb, Link, Lock, Mail, MapPin, Megaphone, MessageCircle,
  Mic, Monitor, MousePointer, Package, Palette, PenTool, Phone, PieChart, Plane, Play, Quote, RefreshCw, Rocket,
  Scissors, Search, Send, Server, Settings, Share2, Shield, Shirt, ShoppingBag, ShoppingCart, Smartphone, Smile,
  Sparkles, Star, Stethoscope, Store, Target, ThumbsUp, TrendingUp, Trophy, Users, Utensils, Video, Wrench, Zap,
  ArrowLeft, ArrowRight, Briefcase, type LucideIcon,
} from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IconName } from '../content/schemas/icons.ts';

/** Content's icon names → Lucide components (exported for the test that holds Icon to Lucide's markup). */
export const icons: Record<IconName, LucideIcon> = {
  search: Search, code: Code, share: Share2, palette: Palette, video: Video, 'trending-up': TrendingUp, users: Users,
  award: Award, clock: Clock, shield: Shield, target: Target, heart: Heart, star: Star, 'map-pin': MapPin, phone: Phone,
  mail: Mail, 'message-circle': MessageCircle, check: Check, zap: Zap, 'bar-chart': BarChart3, globe: Globe,
  smartphone: Smartphone, 'shopping-cart': ShoppingCart, lock: Lock, settings: Settings, 'pen-tool': PenTool,
  camera: Camera, film: Film, calendar: Calendar, rocket: Rocket, lightbulb: Lightbulb, layers: Layers,
  megaphone: Megaphone, briefcase: Briefcase, trophy: Trophy, 'thumbs-up': ThumbsUp, eye: Eye, refresh: RefreshCw,
  'file-text': FileText, rupee: IndianRupee, database: Database, server: Server, layout: Layout, monitor: Monitor,
  image: Image, play: Play, mic: Mic, sparkles: Sparkles, handshake: Handshake, headphones: Headphones, gauge: Gauge,
  wrench: Wrench, 'pie-chart': PieChart, quote: Quote, building: Building2, 'graduation-cap': GraduationCap,
  plane: Plane, utensils: Utensils, home: House, shirt: Shirt, cpu: Cpu, factory: Factory, store: Store,
  'shopping-bag': ShoppingBag, stethoscope: Stethoscope, package: Package, clapperboard: Clapperboard,
  scissors: Scissors, bell: Bell, gift: Gift, smile: Smile, laptop: Laptop, hash: Hash, brush: Brush, send: Send,
  'mouse-pointer': MousePointer, link: Link, 'book-open': BookOpen, compass: Compass, activity: Activity,
  'arrow-right': ArrowRight, 'arrow-left': ArrowLeft,
};

/** A Lucide icon as markup, taken apart once: its own class names and the shapes inside <svg>. */
interface IconMarkup {
  lucideClass: string;
  inner: string;
}

const markup = new Map<IconName, IconMarkup>();

// Rendering a Lucide component builds its shapes as React elements on every call, a good part of
// a post card's cost. The shapes never change: they are rendered once per icon and reused as
// markup; the <svg> element itself is written out here exactly as Lucide writes it (a unit test
// compares the two for every icon).
function markupOf(name: IconName): IconMarkup {
  let m = markup.get(name);
  if (!m) {
    const html = renderToStaticMarkup(createElement(icons[name]));
    const open = html.indexOf('>') + 1;
    m = { lucideClass: /\bclass="([^"]*)"/.exec(html.slice(0, open))?.[1] ?? '', inner: html.slice(open, html.lastIndexOf('</svg>')) };
    markup.set(name, m);
  }
  return m;
}

/** Decorative icon: hidden from assistive technology; the text beside it carries the meaning. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const { lucideClass, inner } = markupOf(name);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`${lucideClass} ${className ? `icon ${className}` : 'icon'}`}
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: inner }}
    />
  );
}
