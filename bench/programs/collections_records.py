# The stdlib-part-2 workload (issue 14): 100,000 dataclass records built and sorted, tallied with
# Counter and defaultdict, a Counter over 200,000 words, and a deque used as a FIFO queue.
from collections import Counter, defaultdict, deque
from dataclasses import dataclass


@dataclass
class Record:
    name: str
    team: str
    score: int


def main():
    teams = ['red', 'green', 'blue', 'gold', 'teal']
    records = [Record(f'user{i}', teams[i % 5], (i * 7919) % 1000) for i in range(100_000)]
    records.sort(key=lambda r: (r.score, r.name))
    by_team = defaultdict(list)
    for r in records:
        by_team[r.team].append(r.score)
    team_counts = Counter(r.team for r in records)
    words = [teams[(i * 31) % 5] + str(i % 97) for i in range(200_000)]
    word_counts = Counter(words)
    q = deque()
    total = 0
    for i in range(200_000):
        q.append(i)
        if len(q) > 100:
            total += q.popleft()
    return (records[0], records[-1].score, sorted((t, len(v)) for t, v in by_team.items()),
            team_counts.most_common(2), word_counts.most_common(3), total, len(q))


print(main())
