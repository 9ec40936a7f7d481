import { measureLighthouse } from '/work/main/e2e/bench/measure-lighthouse';
const routes = process.argv.slice(2);
for (const route of routes) {
  const figures = await measureLighthouse('http://localhost:3000', route, 5);
  console.log(JSON.stringify(figures));
}
