import { configure } from '@testing-library/dom';

/**
 * How long `findBy…` and `waitFor` wait before they fail: 5 s instead of Testing Library's 1 s. npm test
 * runs the unit files beside e2e on two busy cores, where a widget's first answer from the demo host
 * (a chunk to load, a debounce, the call) took over a second now and then (a fuel-search place list in
 * a clean-clone run). A wait that holds ends as soon as it holds; only a failing one takes longer.
 */
configure({ asyncUtilTimeout: 5_000 });
