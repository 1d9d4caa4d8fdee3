import { useSearchParams } from 'react-router-dom';
import { ServerErrorResult } from './error-result';

/** /500: the code and message may come in the address (?code=…&message=…). */
export default function ServerErrorScreen() {
  const [params] = useSearchParams();
  return <ServerErrorResult code={params.get('code')} message={params.get('message')} />;
}
