// Program distribution at scale: one program given to every group of the 100k-learner workspace
// (org-acme) at once through the SPA's own DistributeProgram document (select all, no search),
// then taken back so the next round starts from the same state. The figure is the distribution
// call's p50; learners are not touched (a distribution is one row per group; relative deadlines
// are computed per learner when read).

const COURSE = 'course-remote';
const WORKSPACE = 'org-acme';

const percentile = (values, fraction) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * fraction))];

export const measureDistribution = async (graphql, token, rounds = 5) => {
  const scope = { courseId: { eq: COURSE }, organizationId: { eq: WORKSPACE } };
  const distributedIds = async () =>
    (await graphql(token, 'ProgramDistributedGroups', { filter: scope, sorting: [], paging: { limit: 1000 } })).companyPrograms.nodes.map(
      (node) => node.companyId,
    );
  const before = new Set(await distributedIds());
  const timings = [];
  let groups = 0;
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    const answer = await graphql(token, 'DistributeProgram', {
      input: { courseId: COURSE, organizations: [{ organizationId: WORKSPACE, addTo: { searchText: '' } }] },
    });
    timings.push(performance.now() - started);
    groups = answer.distributeProgram.distributed;
    const added = (await distributedIds()).filter((id) => !before.has(id));
    await graphql(token, 'DistributeProgram', {
      input: { courseId: COURSE, organizations: [{ organizationId: WORKSPACE, removeFrom: { onlyCompanyIds: added } }] },
    });
  }
  return { groups, rounds, p50: Number(percentile(timings, 0.5).toFixed(1)), max: Number(Math.max(...timings).toFixed(1)) };
};

export const distributionRow = (figures) =>
  `${'distribute a program to every group of org-acme'.padEnd(44)} ${figures.groups} groups, ${figures.rounds} rounds: p50 ${figures.p50} ms, max ${figures.max} ms`;
