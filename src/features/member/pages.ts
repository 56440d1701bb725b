import type { ComponentType, LazyExoticComponent } from 'react';

/** The member pages this area builds, by menu key. */
export const memberPages: Record<string, LazyExoticComponent<ComponentType>> = {};
