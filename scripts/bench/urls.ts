// The pages `npm run bench` measures. Add a page's URL here when it lands.
export const BENCH_URLS = ["/", "/404"];
