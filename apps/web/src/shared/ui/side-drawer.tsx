import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { useIsDesktop } from '../lib/use-media-query';

export interface SideDrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The drawer's width on a desktop; a phone gets the whole screen. */
  width: number;
  footer?: ReactNode;
  className?: string;
  /** Its content is rendered while closed too (a form whose instance is used before it opens). */
  forceRender?: boolean;
  children: ReactNode;
}

/**
 * The one panel that slides in from the right edge over a screen: a form (`FormDrawer`, in
 * shared/forms), or something to read or download (a quotation's details, uploaded files, a
 * currency's rates). On a phone it takes the whole screen (Product specification, shell §9). The
 * app's code opens Ant Design's Drawer through this only (eslint.config.js).
 */
export function SideDrawer({ open, onClose, title, width, footer, className, forceRender, children }: SideDrawerProps) {
  const isDesktop = useIsDesktop();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={isDesktop ? width : '100%'}
      title={title}
      footer={footer}
      className={className}
      forceRender={forceRender}
    >
      {children}
    </Drawer>
  );
}
