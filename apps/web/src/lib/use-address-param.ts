// A list's filters kept in the address (news, B2C articles and fare rules): the parameters, and setting or clearing one
// of them in place of the current history entry.
import { useSearchParams } from 'react-router';

export function useAddressParam() {
  const [params, setParams] = useSearchParams();
  const change = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  return { params, change };
}
