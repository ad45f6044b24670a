/** A response body as JSON, untyped on purpose: tests assert its shape. */
// biome-ignore lint/suspicious/noExplicitAny: assertions check the shape
export async function json(response: Response): Promise<any> {
  return response.json();
}
