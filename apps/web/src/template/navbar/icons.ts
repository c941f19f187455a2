import {
  BarChart3,
  Calendar,
  CheckSquare,
  FileText,
  FileX,
  Flag,
  FolderTree,
  LayoutDashboard,
  LayoutList,
  LogIn,
  type LucideIcon,
  Mail,
  MessageSquare,
  Package,
  PackagePlus,
  Paintbrush,
  ShieldOff,
  ShoppingCart,
  TicketPercent,
  Truck,
  UserCog,
  UserPlus,
  Users,
} from 'lucide-react';
import { menuIcons } from '../catalog/icons';
import { loadedTemplateDemo } from '../templateDemo';

/** The mock's search entries name their icon; these are the ones it uses. */
const icons: Record<string, LucideIcon> = {
  BarChart3,
  Calendar,
  CheckSquare,
  FileX,
  Flag,
  FolderTree,
  LayoutDashboard,
  LayoutList,
  LogIn,
  Mail,
  MessageSquare,
  Package,
  PackagePlus,
  Paintbrush,
  ShieldOff,
  ShoppingCart,
  TicketPercent,
  Truck,
  UserCog,
  UserPlus,
  Users,
};

export const iconByName = (name: string): LucideIcon =>
  icons[name] ?? menuIcons[name] ?? loadedTemplateDemo()?.catalogIcons[name] ?? FileText;
