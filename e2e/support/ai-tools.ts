// The AI tool journeys import their helpers from here; they now live in ./pages with the other journeys'.
export { approvedMember, expectAccessible, expectToast, pageAs, shot, SOON, toasts } from './pages';
