// Federation needs an async boundary before any shared module is used (ARCHITECTURE, Federation).
void import('./bootstrap');
