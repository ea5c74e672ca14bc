import { useSelector } from 'react-redux';
import { selectSession, type SessionState } from './session-slice';

export const useSession = (): SessionState => useSelector(selectSession);
