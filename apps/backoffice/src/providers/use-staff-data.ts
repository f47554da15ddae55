import { useDataProvider } from 'ra-core';
import type { StaffDataProvider } from './data-provider';

/** ra-core's data provider with the staff API's own calls (actions, system, audit check). */
export const useStaffData = () => useDataProvider<StaffDataProvider>();
