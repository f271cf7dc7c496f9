// The dashboard frame for every page of this remote (overview, claims, pets, profile, refer).
export { DashboardLayout, type DashboardLayoutProps } from './DashboardLayout';
export { DashboardNav } from './DashboardNav';
export { dashboardSections, type DashboardSection } from './dashboard-nav';
export { Card, CardHeading, cardStyle, sectionHeadingStyle } from './Card';
