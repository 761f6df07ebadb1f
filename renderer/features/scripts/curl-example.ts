/** A first call for a new token, on one line: the grant it stands for and what is left of it. */
export const curlExample = (apiUrl: string, token: string): string =>
  `curl -s -H "Authorization: Bearer ${token}" ${apiUrl.replace(/\/+$/, '')}/grant`;
