// Stands in for the marketing-analytics tool's script (spec 9.6) in e2e/marketing-analytics.spec.ts.
window.marketingTagLoaded = true;
