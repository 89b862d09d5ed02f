import { useSyncExternalStore } from 'react';
import type { Plan } from '../types';

/**
 * The plan chosen on a plan page, for the investment form: the plan and
 * its id, kept in sessionStorage. sessionStorage belongs to one tab, so a choice is also
 * announced through localStorage (set and removed at once): the other tabs' `storage`
 * event copies it into their own sessionStorage, keeping every tab in step.
 */
export const SELECTED_PLAN_KEY = 'selectedPlan';
export const SELECTED_PLAN_BROADCAST_KEY = 'selectedPlan:broadcast';

export interface SelectedPlan {
  planId: string;
  plan: Plan;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cachedValue: SelectedPlan | null = null;

const isSelectedPlan = (v: unknown): v is SelectedPlan =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as SelectedPlan).planId === 'string' &&
  typeof (v as SelectedPlan).plan === 'object' &&
  (v as SelectedPlan).plan !== null &&
  typeof (v as SelectedPlan).plan.name === 'string';

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(SELECTED_PLAN_KEY);
  } catch {
    return null;
  }
}

/** The stored choice, or null. Stable between changes (safe for useSyncExternalStore). */
export function getSelectedPlan(): SelectedPlan | null {
  const raw = readRaw();
  if (raw === cachedRaw) return cachedValue;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    cachedValue = isSelectedPlan(parsed) ? parsed : null;
  } catch {
    cachedValue = null;
  }
  return cachedValue;
}

const emit = () => listeners.forEach((l) => l());

function writeLocal(raw: string | null) {
  try {
    if (raw === null) window.sessionStorage.removeItem(SELECTED_PLAN_KEY);
    else window.sessionStorage.setItem(SELECTED_PLAN_KEY, raw);
  } catch {
    // storage unavailable (private mode quota): the choice lasts until the page closes
  }
}

function broadcast(raw: string | null) {
  try {
    window.localStorage.setItem(SELECTED_PLAN_BROADCAST_KEY, JSON.stringify({ raw, at: Date.now(), nonce: Math.random() }));
    window.localStorage.removeItem(SELECTED_PLAN_BROADCAST_KEY);
  } catch {
    // no localStorage: the other tabs keep their own choice
  }
}

export function setSelectedPlan(plan: Plan): void {
  const raw = JSON.stringify({ planId: plan._id, plan } satisfies SelectedPlan);
  writeLocal(raw);
  broadcast(raw);
  emit();
}

/** Another tab chose (or cleared) a plan; or this tab's sessionStorage changed elsewhere. */
function onStorage(event: StorageEvent): void {
  if (event.key === SELECTED_PLAN_BROADCAST_KEY && event.newValue) {
    try {
      const { raw } = JSON.parse(event.newValue) as { raw: string | null };
      writeLocal(raw);
    } catch {
      return;
    }
    emit();
  } else if (event.key === SELECTED_PLAN_KEY || event.key === null) {
    emit();
  }
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function useSelectedPlan(): SelectedPlan | null {
  return useSyncExternalStore(subscribe, getSelectedPlan, () => null);
}
