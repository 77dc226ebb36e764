import http from 'node:http';

/**
 * The client of the benches' timed calls: one kept-alive connection, as a browser keeps one to the
 * API, and node:http rather than fetch, whose own work (WHATWG streams, about 0.1–0.3 ms a call) is
 * the client's cost, not the server's. Answers with the status and the parsed JSON body.
 */
export function keptAliveGet(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (url: string, headers: Record<string, string> = {}): Promise<{ status: number; json: unknown }> =>
    new Promise((resolve, reject) => {
      http
        .get(`${base}${url}`, { agent, headers }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => {
            try {
              resolve({ status: response.statusCode ?? 0, json: JSON.parse(body) });
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
        })
        .on('error', reject);
    });
}
