LOG = """2024-03-01 12:00:01 INFO  api  request GET /users 200 12ms
2024-03-01 12:00:02 WARN  api  slow request GET /search 200 1543ms
2024-03-01 12:00:05 ERROR db   connection reset by peer
2024-03-01 12:00:07 INFO  api  request POST /users 201 48ms
2024-03-01 12:00:09 ERROR api  request GET /orders 500 230ms
bad line here
2024-03-01 12:00:11 INFO  auth login ok user=alice
2024-03-01 12:00:15 DEBUG api  cache hit key=users:1
"""
entries = []
skipped = 0
for line in LOG.strip().splitlines():
    parts = line.split(None, 4)
    if len(parts) < 5 or parts[2] not in {"INFO", "WARN", "ERROR", "DEBUG"}:
        skipped += 1
        continue
    date, time, level, component, message = parts
    entries.append({"ts": f"{date}T{time}", "level": level, "component": component, "message": message})
print(f"parsed {len(entries)} entries, skipped {skipped}")
levels = {}
for e in entries:
    levels[e["level"]] = levels.get(e["level"], 0) + 1
for lvl in ["DEBUG", "INFO", "WARN", "ERROR"]:
    print(f"{lvl:<6}{levels.get(lvl, 0):>3} {'*' * levels.get(lvl, 0)}")
errors = [e for e in entries if e["level"] == "ERROR"]
for e in errors:
    print(f"[{e['ts']}] {e['component']}: {e['message']}")
durations = []
for e in entries:
    last = e["message"].split()[-1]
    if last.endswith("ms") and last[:-2].isdigit():
        durations.append(int(last[:-2]))
print("durations:", durations, "max:", max(durations), "avg:", round(sum(durations) / len(durations), 1))
statuses = [int(tok) for e in entries for tok in e["message"].split() if tok.isdigit() and len(tok) == 3]
print("status codes:", sorted(statuses), "5xx:", sum(1 for s in statuses if s >= 500))
