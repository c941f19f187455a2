import {
  BarChart3,
  Calendar,
  CheckSquare,
  FileText,
  FileX,
  Flag,
  FolderTree,
  LayoutDashboard,
  LogIn,
  type LucideIcon,
  Mail,
  MessageSquare,
  Package,
  PackagePlus,
  Paintbrush,
  ShieldOff,
  ShoppingCart,
  UserCog,
  UserPlus,
} from 'lucide-react';

/** The mock's search entries name their icon; these are the ones it uses. */
const icons: Record<string, LucideIcon> = {
  BarChart3,
  Calendar,
  CheckSquare,
  FileX,
  Flag,
  FolderTree,
  LayoutDashboard,
  LogIn,
  Mail,
  MessageSquare,
  Package,
  PackagePlus,
  Paintbrush,
  ShieldOff,
  ShoppingCart,
  UserCog,
  UserPlus,
};

export const iconByName = (name: string): LucideIcon => icons[name] ?? FileText;
