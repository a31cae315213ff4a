// The session store sits under the features, beside the HTTP client that carries it (api/ never
// imports a feature; issue #21); the auth feature's users keep importing it from here.
export { useSession } from '../../api/session-store';
