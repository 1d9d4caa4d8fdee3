import { createContext } from 'react';

/**
 * True below the signed-in layout, whose content area is the page's `<main>`. A page has one main
 * landmark: what renders both inside and outside the layout (the error pages) asks here which to be.
 */
export const InsideMainLandmark = createContext(false);
