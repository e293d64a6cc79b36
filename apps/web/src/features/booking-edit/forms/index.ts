// The form of each open edit action, loaded when its page opens (the page hosts it; see form-types.ts).
import { lazy, type LazyExoticComponent } from 'react';
import type { TOpenBookingEdit } from '@portal/contracts';
import type { EditFormComponent } from './form-types';

/** Filled action by action; an action without a form here has no page yet. */
export const EDIT_FORMS: Partial<Record<TOpenBookingEdit, LazyExoticComponent<EditFormComponent>>> = {};

/** Keeps `lazy` imported for the entries to come. */
export const lazyForm = (load: () => Promise<{ default: EditFormComponent }>) => lazy(load);
