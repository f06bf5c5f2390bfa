import {
  Camera,
  Filter,
  Gift,
  Megaphone,
  MessageSquare,
  Palette,
  PenLine,
  Shield,
  Truck,
  Zap,
  type LucideIcon,
} from 'lucide-react';

// The server names a content icon (an announcement's, the referral box's) as its icon font does
// (Font Awesome's names); these are the ones the contract's examples use. Named imports keep the
// chunk to the icons listed.
const icons: Record<string, LucideIcon> = {
  bolt: Zap,
  truck: Truck,
  shield: Shield,
  palette: Palette,
  filter: Filter,
  camera: Camera,
  gift: Gift,
  pen: PenLine,
  comments: MessageSquare,
};

/** An icon the server names; a name this app does not know shows a megaphone. */
export function ContentIcon({ name, size = 24 }: { name: string; size?: number }) {
  const Icon = icons[name] ?? Megaphone;
  return <Icon size={size} aria-hidden="true" data-icon={icons[name] ? name : 'default'} />;
}
