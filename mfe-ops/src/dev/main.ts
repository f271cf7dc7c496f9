// Standalone dev entry; the async boundary lets shared singletons initialise first.
void import('./bootstrap');
