import { Suspense, useRef, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { lazyComponent } from '../lib/lazy-component.ts';

const HintBubble = lazyComponent(() => import('./hint-bubble.tsx'), 'HintBubble');

/**
 * A tooltip for the controls on the first screens (the favourite heart, "refresh"). MUI's Tooltip brings
 * its popper code into the first load; this one loads it on the first hover or focus. The bubble is a
 * sibling of the control, not its parent, so the control is never remounted when the code arrives (a
 * keyboard user keeps focus). The control carries its own aria-label (the bubble repeats it for the eye).
 */
export function Hint({ title, children }: { title: string; children: ReactNode }) {
  const anchorRef = useRef<HTMLSpanElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [wanted, setWanted] = useState(false);
  const open = hovered || focused;

  function show(setter: (value: boolean) => void) {
    setWanted(true);
    setter(true);
  }

  return (
    <>
      {/* The wrapper, not the control, listens: a disabled button fires no events. */}
      <Box
        component="span"
        ref={anchorRef}
        onPointerEnter={() => show(setHovered)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => show(setFocused)}
        onBlur={() => setFocused(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setHovered(false);
            setFocused(false);
          }
        }}
        sx={{ display: 'inline-flex', position: 'relative' }}
      >
        {children}
      </Box>
      {wanted && (
        <Suspense fallback={null}>
          <HintBubble anchor={anchorRef.current} open={open} title={title} />
        </Suspense>
      )}
    </>
  );
}
