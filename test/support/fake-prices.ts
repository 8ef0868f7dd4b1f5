// Moving one currency's price in the fake price sources (both agree on it), for tests in workerd
// and in Playwright alike; null puts the normal price back.
export async function setFakePrice(fakeUrl: string, code: string, price: number | null): Promise<void> {
  const response = await fetch(`${fakeUrl}/__price`, { method: "POST", body: JSON.stringify({ code, price }) });
  if (response.status !== 200) throw new Error(`fake upstreams answered ${response.status}`);
  await response.arrayBuffer();
}
