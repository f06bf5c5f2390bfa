import {
  BarChart3,
  CreditCard,
  File,
  Home,
  Lock,
  MessageSquare,
  PenLine,
  Puzzle,
  Receipt,
  Settings,
  Shuffle,
  Tag,
  Upload,
  Circle,
  type LucideIcon,
} from 'lucide-react';

// The icon names the sidebar config uses. Named imports keep the bundle to the icons used.
const icons: Record<string, LucideIcon> = {
  home: Home,
  chart: BarChart3,
  upload: Upload,
  receipt: Receipt,
  tag: Tag,
  settings: Settings,
  file: File,
  shuffle: Shuffle,
  puzzle: Puzzle,
  pen: PenLine,
  message: MessageSquare,
  card: CreditCard,
  lock: Lock,
};

export function SectionIcon({ name, size = 18 }: { name: string | undefined; size?: number }) {
  const Icon = (name && icons[name]) || Circle;
  return <Icon size={size} aria-hidden="true" />;
}
