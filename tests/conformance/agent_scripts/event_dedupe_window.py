events = [
    {"ts": 100, "user": "a", "type": "click", "target": "buy"},
    {"ts": 101, "user": "a", "type": "click", "target": "buy"},
    {"ts": 103, "user": "b", "type": "view", "target": "home"},
    {"ts": 130, "user": "a", "type": "click", "target": "buy"},
    {"ts": 131, "user": "b", "type": "view", "target": "home"},
    {"ts": 200, "user": "c", "type": "click", "target": "cart"},
    {"ts": 204, "user": "c", "type": "click", "target": "cart"},
]
WINDOW = 10
last_seen = {}
kept, dropped = [], []
for ev in events:
    key = (ev["user"], ev["type"], ev["target"])
    prev = last_seen.get(key)
    if prev is not None and ev["ts"] - prev < WINDOW:
        dropped.append(ev["ts"])
    else:
        kept.append(ev)
    last_seen[key] = ev["ts"]
print("kept:", [e["ts"] for e in kept])
print("dropped:", dropped)
per_user = {}
for ev in kept:
    per_user.setdefault(ev["user"], set()).add(ev["target"])
print({u: sorted(t) for u, t in sorted(per_user.items())})
gaps = [b["ts"] - a["ts"] for a, b in zip(kept, kept[1:])]
print("gaps:", gaps, "max gap:", max(gaps), "mean:", round(sum(gaps) / len(gaps), 2))
sessions, current = [], [kept[0]]
for ev in kept[1:]:
    if ev["ts"] - current[-1]["ts"] > 25:
        sessions.append(current)
        current = []
    current.append(ev)
sessions.append(current)
print([(s[0]["ts"], s[-1]["ts"], len(s)) for s in sessions])
