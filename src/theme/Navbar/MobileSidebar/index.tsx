// Wrapped so a phone builds the menu (every link of the section's sidebar, up to 700 elements) when the
// reader first opens it or the page is idle, not in the renders right after hydration.
import {startTransition, useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {whenIdleAfterLoad} from '@site/src/lib/when-idle';

export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [built, setBuilt] = useState(false);
  // In a transition, so building it in the background yields to anything the reader does.
  useEffect(() => whenIdleAfterLoad(window, () => startTransition(() => setBuilt(true))), []);
  return built || shown ? <MobileSidebar /> : null;
}
