import type { LucideIcon, LucideProps } from 'lucide-react';
import {
  Award, BarChart3, Bot, Brain, Building2, Calendar, Clock, Cloud, Code2, Database, FileText, Globe, Handshake, Headphones,
  Heart, Layers, Lightbulb, Lock, Mail, MapPin, Megaphone, Package, PenTool, Receipt, RefreshCw, Rocket, Search, Server,
  Shield, Smartphone, Sparkles, Target, TrendingUp, Users, Wrench, Zap,
} from 'lucide-react';
import type { ContentIcon as ContentIconName } from '@site/shared/schemas/content-icon';

// Every name of CONTENT_ICONS has an entry: the Record type makes a missing one a compile error.
const icons: Record<ContentIconName, LucideIcon> = {
  code: Code2, megaphone: Megaphone, brain: Brain, server: Server, cloud: Cloud, clock: Clock, 'file-text': FileText,
  zap: Zap, shield: Shield, users: Users, headphones: Headphones, target: Target, 'trending-up': TrendingUp, rocket: Rocket,
  search: Search, 'pen-tool': PenTool, wrench: Wrench, lock: Lock, database: Database, bot: Bot, receipt: Receipt, mail: Mail,
  globe: Globe, smartphone: Smartphone, chart: BarChart3, lightbulb: Lightbulb, handshake: Handshake, award: Award,
  sparkles: Sparkles, layers: Layers, 'map-pin': MapPin, package: Package, heart: Heart, refresh: RefreshCw,
  calendar: Calendar, building: Building2,
};

/** The lucide icon a content record names; decorative (aria-hidden) unless given a title. */
export function ContentIcon({ name, ...props }: { name: ContentIconName } & LucideProps) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" focusable="false" {...props} />;
}
