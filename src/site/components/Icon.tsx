// One module per icon, not the package's index: the index loads all of Lucide's ~1,600 icons
// (about 0.3 s of CPU in every process that renders a page, each test file's included).
import Activity from 'lucide-react/icons/activity';
import Award from 'lucide-react/icons/award';
import BarChart3 from 'lucide-react/icons/chart-column';
import Bell from 'lucide-react/icons/bell';
import BookOpen from 'lucide-react/icons/book-open';
import Brush from 'lucide-react/icons/brush';
import Building2 from 'lucide-react/icons/building-complex';
import Calendar from 'lucide-react/icons/calendar';
import Camera from 'lucide-react/icons/camera';
import Check from 'lucide-react/icons/check';
import Clapperboard from 'lucide-react/icons/clapperboard';
import Clock from 'lucide-react/icons/clock';
import Code from 'lucide-react/icons/code';
import Compass from 'lucide-react/icons/compass';
import Cpu from 'lucide-react/icons/cpu';
import Database from 'lucide-react/icons/database';
import Eye from 'lucide-react/icons/eye';
import Factory from 'lucide-react/icons/factory';
import FileText from 'lucide-react/icons/file-text';
import Film from 'lucide-react/icons/film';
import Gauge from 'lucide-react/icons/gauge';
import Gift from 'lucide-react/icons/gift';
import Globe from 'lucide-react/icons/globe';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Handshake from 'lucide-react/icons/handshake';
import Hash from 'lucide-react/icons/hash';
import Headphones from 'lucide-react/icons/headphones';
import Heart from 'lucide-react/icons/heart';
import House from 'lucide-react/icons/house';
import Image from 'lucide-react/icons/image';
import IndianRupee from 'lucide-react/icons/indian-rupee';
import Laptop from 'lucide-react/icons/laptop';
import Layers from 'lucide-react/icons/layers';
import Layout from 'lucide-react/icons/panels-top-left';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Link from 'lucide-react/icons/link';
import Lock from 'lucide-react/icons/lock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Megaphone from 'lucide-react/icons/megaphone';
import MessageCircle from 'lucide-react/icons/message-circle';
import Mic from 'lucide-react/icons/mic';
import Monitor from 'lucide-react/icons/monitor';
import MousePointer from 'lucide-react/icons/mouse-pointer';
import Package from 'lucide-react/icons/package';
import Palette from 'lucide-react/icons/palette';
import PenTool from 'lucide-react/icons/pen-tool';
import Phone from 'lucide-react/icons/phone';
import PieChart from 'lucide-react/icons/chart-pie';
import Plane from 'lucide-react/icons/plane';
import Play from 'lucide-react/icons/play';
import Quote from 'lucide-react/icons/quote';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Rocket from 'lucide-react/icons/rocket';
import Scissors from 'lucide-react/icons/scissors';
import Search from 'lucide-react/icons/search';
import Send from 'lucide-react/icons/send';
import Server from 'lucide-react/icons/server';
import Settings from 'lucide-react/icons/settings';
import Share2 from 'lucide-react/icons/share-2';
import Shield from 'lucide-react/icons/shield';
import Shirt from 'lucide-react/icons/shirt';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Smartphone from 'lucide-react/icons/smartphone';
import Smile from 'lucide-react/icons/face-slightly-smiling';
import Sparkles from 'lucide-react/icons/sparkles';
import Star from 'lucide-react/icons/star';
import Stethoscope from 'lucide-react/icons/stethoscope';
import Store from 'lucide-react/icons/store';
import Target from 'lucide-react/icons/target';
import ThumbsUp from 'lucide-react/icons/thumbs-up';
import TrendingUp from 'lucide-react/icons/trending-up';
import Trophy from 'lucide-react/icons/trophy';
import Users from 'lucide-react/icons/users';
import Utensils from 'lucide-react/icons/utensils';
import Video from 'lucide-react/icons/video';
import Wrench from 'lucide-react/icons/wrench';
import Zap from 'lucide-react/icons/zap';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Briefcase from 'lucide-react/icons/briefcase';
import type { LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IconName } from '../model/schemas/icons.ts';

/** Content's icon names → Lucide components (exported for the test that holds Icon to Lucide's markup). */
export const icons: Record<IconName, LucideIcon> = {
  search: Search,
  code: Code,
  share: Share2,
  palette: Palette,
  video: Video,
  'trending-up': TrendingUp,
  users: Users,
  award: Award,
  clock: Clock,
  shield: Shield,
  target: Target,
  heart: Heart,
  star: Star,
  'map-pin': MapPin,
  phone: Phone,
  mail: Mail,
  'message-circle': MessageCircle,
  check: Check,
  zap: Zap,
  'bar-chart': BarChart3,
  globe: Globe,
  smartphone: Smartphone,
  'shopping-cart': ShoppingCart,
  lock: Lock,
  settings: Settings,
  'pen-tool': PenTool,
  camera: Camera,
  film: Film,
  calendar: Calendar,
  rocket: Rocket,
  lightbulb: Lightbulb,
  layers: Layers,
  megaphone: Megaphone,
  briefcase: Briefcase,
  trophy: Trophy,
  'thumbs-up': ThumbsUp,
  eye: Eye,
  refresh: RefreshCw,
  'file-text': FileText,
  rupee: IndianRupee,
  database: Database,
  server: Server,
  layout: Layout,
  monitor: Monitor,
  image: Image,
  play: Play,
  mic: Mic,
  sparkles: Sparkles,
  handshake: Handshake,
  headphones: Headphones,
  gauge: Gauge,
  wrench: Wrench,
  'pie-chart': PieChart,
  quote: Quote,
  building: Building2,
  'graduation-cap': GraduationCap,
  plane: Plane,
  utensils: Utensils,
  home: House,
  shirt: Shirt,
  cpu: Cpu,
  factory: Factory,
  store: Store,
  'shopping-bag': ShoppingBag,
  stethoscope: Stethoscope,
  package: Package,
  clapperboard: Clapperboard,
  scissors: Scissors,
  bell: Bell,
  gift: Gift,
  smile: Smile,
  laptop: Laptop,
  hash: Hash,
  brush: Brush,
  send: Send,
  'mouse-pointer': MousePointer,
  link: Link,
  'book-open': BookOpen,
  compass: Compass,
  activity: Activity,
  'arrow-right': ArrowRight,
  'arrow-left': ArrowLeft,
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
    m = {
      lucideClass: /\bclass="([^"]*)"/.exec(html.slice(0, open))?.[1] ?? '',
      inner: html.slice(open, html.lastIndexOf('</svg>')),
    };
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
