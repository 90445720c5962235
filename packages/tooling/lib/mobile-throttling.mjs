// Lighthouse's mobile throttling, applied to one page over the DevTools protocol: a CPU 4× slower and a
// slow 4G link (150 ms round trip, 1.6 Mbps down, 750 kbps up), as its "Slow 4G" preset simulates.
const kbps = (kilobits) => (kilobits * 1024) / 8;

export const slow4g = { offline: false, latency: 150, downloadThroughput: kbps(1638.4), uploadThroughput: kbps(750) };
export const cpuSlowdown = 4;

export async function throttleLikeLighthouseMobile(page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', slow4g);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
}
