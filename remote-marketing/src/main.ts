// Federation needs an async boundary before any shared module is used (docs/federation.md).
void import('./bootstrap');
