import type { ComponentType } from 'react';
import { PlanPicker } from '@/src/features/plans/components/plan-picker';
import { categoryOf, type PlanPage } from '@/src/features/plans/utils/plan-pages';

const pages = new Map<PlanPage, ComponentType>();

/** The page component for one plan route (/account/agric, /account/crypto...), each showing its own category. */
export function planPage(page: PlanPage): ComponentType {
  let component = pages.get(page);
  if (!component) {
    const category = categoryOf(page);
    const PlanCategoryPage = () => <PlanPicker key={category} category={category} />;
    PlanCategoryPage.displayName = `PlanPage(${page})`;
    component = PlanCategoryPage;
    pages.set(page, component);
  }
  return component;
}
